import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Which lottery a page is for, by path: what it offers once draws are open. */
const PAGES: Readonly<Record<string, 'vn' | 'sea'>> = { '/vnlottery': 'vn', '/sealottery': 'sea' };

/**
 * A lottery page with no games to offer (the brand has no draws of that lottery yet): says what
 * the page is for and, plainly, that no draws are open on this site now, and leads to what the
 * site does offer instead of leaving an empty page.
 */
export function LotteryEmpty({ path }: { path: string }) {
  const { t } = useTranslation(['launch', 'common']);
  const page = PAGES[path.toLowerCase()] ?? 'all';
  return (
    <section className="lottery-empty" aria-labelledby="lottery-empty-title" data-testid="lottery-empty">
      <h2 id="lottery-empty-title" className="lottery-empty__title">
        {t('lottery.empty.none')}
      </h2>
      <p>{t(`lottery.empty.${page}About`)}</p>
      <p className="lottery-empty__meanwhile">{t('lottery.empty.meanwhile')}</p>
      <ul className="lottery-empty__links">
        <li>
          <Link className="btn btn--primary" to="/rng">
            {t('common:gameTypes.RNG')}
          </Link>
        </li>
        {page !== 'all' && (
          <li>
            <Link className="btn btn--ghost" to="/lottery">
              {t('lottery.empty.otherLotteries')}
            </Link>
          </li>
        )}
        <li>
          <Link className="btn btn--ghost" to="/">
            {t('common:nav.home')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
