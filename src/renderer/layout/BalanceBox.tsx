import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_SYMBOL } from '../../shared/constants';
import { useStores } from '../stores/StoresContext';
import { formatBalance } from './navMenu';

/**
 * The header balance (the BalanceStore's main wallet, the figure games play with): refresh
 * button and hide toggle; *** when hidden, a placeholder while loading.
 */
export const BalanceBox = observer(function BalanceBox() {
  const { t } = useTranslation();
  const { header, siteConfig, balance } = useStores();
  const symbol = siteConfig.brand?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  let shown: string;
  if (header.balanceHidden) shown = '***';
  else if (balance.loading || balance.main === null) shown = '';
  else shown = formatBalance(balance.main);
  return (
    <div className="balance-box" aria-live="polite">
      <span className="balance-box__label">{t('account.balance')}</span>
      <span className="balance-box__amount" data-testid="header-balance">
        <span className="balance-box__symbol">{symbol}</span>
        {shown === '' ? (
          <span className="balance-box__placeholder">
            <span className="visually-hidden">{t('account.updating')}</span>
          </span>
        ) : (
          shown
        )}
      </span>
      <button
        type="button"
        className="icon-button balance-box__refresh"
        aria-label={t('account.refreshBalance')}
        title={t('account.refreshBalance')}
        disabled={balance.loading}
        onClick={() => void balance.refresh().catch(() => undefined)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={balance.loading ? 'spin' : ''}>
          <path
            d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <button
        type="button"
        className="icon-button balance-box__toggle"
        aria-pressed={header.balanceHidden}
        aria-label={t(header.balanceHidden ? 'account.showBalance' : 'account.hideBalance')}
        title={t(header.balanceHidden ? 'account.showBalance' : 'account.hideBalance')}
        onClick={() => header.toggleBalanceHidden()}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="2.6" fill="currentColor" />
          {header.balanceHidden && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
});
