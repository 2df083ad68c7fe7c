import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import { useStores } from '../stores/StoresContext';
import { defaultRegisterMode, type RegisterMode } from './forms/registerFields';
import { Tabs } from './forms/Tabs';
import { RegisterForm } from './RegisterForm';
import { SocialButtons } from './SocialButtons';

/**
 * Registration popup (spec sections 2 and 4): the username/mobile choice only when both are
 * enabled, opening on mobile when MOBILENUMREG3 is on; a link back to login; the brand's social logins.
 */
export const RegisterModal = observer(function RegisterModal() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { ui, siteConfig } = useStores();
  const usernameOn = siteConfig.isEnabled('USERNAMEREG3');
  const mobileOn = siteConfig.isEnabled('MOBILENUMREG3');
  const [mode, setMode] = useState<RegisterMode>(() => defaultRegisterMode(usernameOn, mobileOn));
  const tabs = [
    ...(mobileOn ? [{ id: 'mobile' as const, label: t('in_register_mobile') }] : []),
    ...(usernameOn ? [{ id: 'username' as const, label: t('in_register_user') }] : []),
  ];
  return (
    <Modal title={tCommon('routes.register')} onClose={() => ui.closeModal()} wide>
      <Tabs label={tCommon('routes.register')} tabs={tabs} value={mode} onChange={setMode} />
      <RegisterForm key={mode} mode={mode} />
      <div className="auth-links">
        <span>
          {t('in_already_account')}{' '}
          <button type="button" className="link-button" onClick={() => ui.openModal('login')}>
            {t('login_submit')}
          </button>
        </span>
      </div>
      <SocialButtons />
    </Modal>
  );
});
