import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';

/** Seconds per character of the scrolling line, so long and short lines move at one speed. */
const SECONDS_PER_CHAR = 0.18;
const MIN_SECONDS = 12;

/**
 * The notice bar (PL notices): one scrolling line of notice titles that pauses while hovered
 * or focused; a title opens the notice popup on that notice. Hidden when there are none.
 */
export const NoticeBar = observer(function NoticeBar() {
  const { t } = useTranslation();
  const { content, ui } = useStores();
  const notices = content.notices;
  // Until the notices arrive the bar keeps its place, so the page below does not move (CLS).
  if (!content.loaded) return <div className="notice-bar notice-bar--placeholder" aria-hidden="true" />;
  if (notices.length === 0) return null;
  const chars = notices.reduce((sum, notice) => sum + notice.title.length + 8, 0);
  const seconds = Math.max(MIN_SECONDS, Math.round(chars * SECONDS_PER_CHAR));
  return (
    <section className="notice-bar" aria-label={t('notice.label')}>
      <div className="notice-bar__inner">
        <svg className="notice-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M3 10v4h4l5 4V6L7 10H3Zm13-1a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div className="notice-bar__viewport">
          <ul className="notice-bar__track" style={{ animationDuration: `${seconds}s` }}>
            {notices.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className="notice-bar__item"
                  onClick={() => ui.openModal('notice', { id: String(notice.id) })}
                >
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="notice-bar__more" onClick={() => ui.openModal('notice')}>
          {t('notice.more')}
        </button>
      </div>
    </section>
  );
});
