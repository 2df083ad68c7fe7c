import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipBenefits, VipLevel } from '../../shared/api/content';
import { languageHeader } from '../../shared/i18n/languages';
import { RoutePage } from '../components/RoutePage';
import { SafeHtml } from '../components/SafeHtml';
import '../content/content.css';
import { safeImageUrl } from '../content/safeUrl';
import { errorKeyOf } from '../games/errorKey';
import { formatBalance } from '../layout/navMenu';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';

/** The benefit rows of the table, in order; money rows are formatted as money. */
const ROWS: { key: keyof VipBenefits; money: boolean }[] = [
  { key: 'depositRequirement', money: true },
  { key: 'turnoverRequirement', money: true },
  { key: 'upgradeBonus', money: true },
  { key: 'birthdayBonus', money: true },
  { key: 'monthlyBonus', money: true },
  { key: 'rebatePercent', money: false },
  { key: 'dailyWithdrawals', money: false },
  { key: 'dailyWithdrawalLimit', money: true },
];

function cell(level: VipLevel, key: keyof VipBenefits, money: boolean): string {
  const value = level.benefits[key];
  if (key === 'rebatePercent') return `${value}%`;
  return money ? formatBalance(Number(value)) : String(value);
}

type State = { kind: 'loading' } | { kind: 'ready'; levels: VipLevel[] } | { kind: 'error'; key: string };

/** Page group "vip" (/vip): the levels and benefits the server publishes, in the page's language. */
const VipPage = observer(function VipPage({ route }: PageProps) {
  const { t, ready } = useTranslation(['site', 'common']);
  const { content, ui, session } = useStores();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    content.api.getVipLevels(languageHeader(ui.language)).then(
      (value) => live && setState({ kind: 'ready', levels: [...value.levels].sort((a, b) => a.level - b.level) }),
      (error: unknown) => live && setState({ kind: 'error', key: errorKeyOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [content, ui.language]);
  if (!ready) return <RoutePage route={route} />;
  const myRank = session.memberInfo?.clubLabel?.rankLevel;
  return (
    <RoutePage route={route}>
      {state.kind === 'loading' && <p className="muted">{t('loading')}</p>}
      {state.kind === 'error' && <p className="field-error">{t(`common:${state.key}` as 'common:errors.unknown')}</p>}
      {state.kind === 'ready' && state.levels.length === 0 && <p className="muted">{t('vip.none')}</p>}
      {state.kind === 'ready' && state.levels.length > 0 && (
        <div className="vip-page">
          <div className="vip-levels">
            {state.levels.map((level) => (
              <article
                key={level.id}
                className={`vip-card card${level.level === myRank ? ' vip-card--mine' : ''}`}
                data-level={level.level}
              >
                {safeImageUrl(level.imageUrl) && (
                  <img src={safeImageUrl(level.imageUrl)} alt="" width={56} height={56} loading="lazy" />
                )}
                <h2>{level.name}</h2>
                {level.level === myRank && <span className="chip">{t('vip.mine')}</span>}
                <SafeHtml html={level.content} className="rich-text" />
              </article>
            ))}
          </div>
          <div className="table-scroll card">
            <table className="vip-table">
              <caption>{t('vip.benefits')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('vip.level')}</th>
                  {state.levels.map((level) => (
                    <th scope="col" key={level.id}>
                      {level.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map(({ key, money }) => (
                  <tr key={key}>
                    <th scope="row">{t(`vip.fields.${key}`)}</th>
                    {state.levels.map((level) => (
                      <td key={level.id}>{cell(level, key, money)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </RoutePage>
  );
});

export default VipPage;
