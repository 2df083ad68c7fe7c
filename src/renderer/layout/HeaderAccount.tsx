import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { AccountMenu } from './AccountMenu';

/**
 * The header's account area. Logged out: Login, Sign Up (DIRECTREG3) and the SMS login
 * (MOBILEVERCODELOGIN3, a phone icon that opens the popup's SMS tab); logged in: the account menu.
 */
export const HeaderAccount = observer(function HeaderAccount() {
  const { t } = useTranslation();
  const { session, siteConfig, ui } = useStores();
  if (session.isLogin) return <AccountMenu />;
  return (
    <div className="header__account">
      {siteConfig.isEnabled('MOBILEVERCODELOGIN3') && (
        <button
          type="button"
          className="header__sms-login"
          aria-label={t('header.smsLogin')}
          title={t('header.smsLogin')}
          onClick={() => ui.openModal('login', { tab: 'sms' })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M10 18.5h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {siteConfig.isEnabled('DIRECTREG3') && (
        <button
          type="button"
          className="btn btn--header-ghost header__sign-up"
          onClick={() => ui.openModal('register')}
        >
          {t('header.signUp')}
        </button>
      )}
      <button type="button" className="btn btn--primary" onClick={() => ui.openModal('login')}>
        {t('header.login')}
      </button>
    </div>
  );
});
