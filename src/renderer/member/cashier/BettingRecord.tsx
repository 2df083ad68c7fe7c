import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSE_VERIFY_PATH } from '../../../shared/api/house-rules';
import type { HouseRoundRecord } from '../../../shared/api/house';
import { Pager } from '../../games/Pager';
import { useStores } from '../../stores/StoresContext';
import { betGameLabel } from './betGame';
import { dateTime, Money, useCashier, useErrorText } from './parts';

/** The verifier page filled in with a round (stake as the verifier reads it, 2 decimals). */
function verifierUrl(row: HouseRoundRecord, language: string, theme: string): string {
  const query = new URLSearchParams({
    serverSeed: row.serverSeed ?? '',
    commitment: row.commitment,
    clientSeed: row.clientSeed,
    nonce: String(row.nonce),
    stake: row.stake.toFixed(2),
    lang: language,
    theme,
  });
  return `${HOUSE_VERIFY_PATH}?${query.toString()}`;
}

/**
 * personalHistoryCopy (betting record): the member's house-game rounds, newest first, 15 a page.
 * A round whose seed pair has been rotated opens in the fairness verifier page (a new tab), which
 * recomputes it in the browser; before that it says the seed is not revealed yet.
 */
const BettingRecord = observer(function BettingRecord() {
  const { t, i18n } = useTranslation('cashier');
  const { bets, wallet } = useCashier();
  const { ui } = useStores();
  const errorText = useErrorText();
  const [error, setError] = useState('');
  const load = (page: number) => {
    setError('');
    bets.load(page).catch((e: unknown) => setError(errorText(e)));
  };
  useEffect(() => {
    if (!wallet.balance) void wallet.refresh().catch(() => undefined);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // On arrival, and again in a new language: the games' names come translated from the server.
    load(bets.record?.page ?? 1);
    // Later pages come from the pager.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ui.language]);
  const record = bets.record;
  const symbol = wallet.currencySymbol;
  return (
    <div className="cashier">
      <p className="cashier-note">{t('bets.intro')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="cashier-table-wrap" aria-busy={bets.loading}>
        <table className="cashier-table">
          <thead>
            <tr>
              <th scope="col">{t('bets.time')}</th>
              <th scope="col">{t('bets.game')}</th>
              <th scope="col">{t('bets.round')}</th>
              <th scope="col" className="cashier-table__num">
                {t('bets.stake')}
              </th>
              <th scope="col" className="cashier-table__num">
                {t('bets.payout')}
              </th>
              <th scope="col">{t('bets.fairness')}</th>
            </tr>
          </thead>
          <tbody>
            {record?.list.map((row) => (
              <tr key={row.roundId} data-testid="bet-row">
                <td data-label={t('bets.time')} className="cashier-table__nowrap">
                  {dateTime(row.settledAt)}
                </td>
                <td data-label={t('bets.game')}>{betGameLabel(row, ui.language)}</td>
                <td data-label={t('bets.round')}>{`${row.roundId} #${row.nonce}`}</td>
                <td data-label={t('bets.stake')} className="cashier-table__num">
                  <Money amount={row.stake} symbol={symbol} />
                </td>
                <td data-label={t('bets.payout')} className="cashier-table__num">
                  <Money amount={row.payout} symbol={symbol} />
                </td>
                <td data-label={t('bets.fairness')}>
                  {row.serverSeed ? (
                    <a
                      href={verifierUrl(row, i18n.language, ui.theme)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('bets.verifyRound', { round: row.roundId })}
                    >
                      {t('bets.verify')}
                    </a>
                  ) : (
                    <span className="cashier-note">{t('bets.notRevealed')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {record && record.list.length === 0 && <p className="cashier-empty">{t('bets.empty')}</p>}
      </div>
      {record && <Pager page={record.page} total={bets.pages} onPage={load} />}
    </div>
  );
});

export default BettingRecord;
