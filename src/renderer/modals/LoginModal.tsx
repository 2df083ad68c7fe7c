import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import { useStores } from '../stores/StoresContext';
import { FreePlayButton } from './FreePlayButton';
import { Tabs } from './forms/Tabs';
import { LoginPasswordForm } from './LoginPasswordForm';
import { LoginSmsForm } from './LoginSmsForm';
import { SocialButtons } from './SocialButtons';

type LoginTab = 'username' | 'sms';

/**
 * Login popup (spec section 2): username tab and, with MOBILEVERCODELOGIN3, the SMS tab; links to
 * forgot password and registration; social logins (not on the agent page); free play with FREEPLAY3.
 */
export const LoginModal = observer(function LoginModal() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { ui, siteConfig } = useStores();
  const smsOn = siteConfig.isEnabled('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<LoginTab>(smsOn && ui.modalParams.tab === 'sms' ? 'sms' : 'username');
  const agentPage = ui.modalParams.loginPath === 'agent';
  const tabs = [
    { id: 'username' as const, label: t('login_tab_username') },
    ...(smsOn ? [{ id: 'sms' as const, label: t('login_tab_sms') }] : []),
  ];
  const title = tCommon(agentPage ? 'routes.agentLogin' : 'routes.login');
  return (
    <Modal title={title} onClose={() => ui.closeModal()}>
      <Tabs label={title} tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'username' ? <LoginPasswordForm agentPage={agentPage} /> : <LoginSmsForm agentPage={agentPage} />}
      <div className="auth-links">
        <button type="button" className="link-button" onClick={() => ui.openModal('forget')}>
          {t('in_forget_password')}
        </button>
        {siteConfig.isEnabled('DIRECTREG3') && (
          <span>
            {t('no_account')}{' '}
            <button type="button" className="link-button" onClick={() => ui.openModal('register')}>
              {t('in_register_now')}
            </button>
          </span>
        )}
      </div>
      {siteConfig.isEnabled('FREEPLAY3') && !agentPage && <FreePlayButton />}
      {!agentPage && <SocialButtons />}
    </Modal>
  );
});
