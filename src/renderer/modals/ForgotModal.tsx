import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import { useStores } from '../stores/StoresContext';
import { ForgotEmailForm } from './ForgotEmailForm';
import { ForgotPhoneForm } from './ForgotPhoneForm';
import { Tabs } from './forms/Tabs';

type ForgotTab = 'email' | 'mobile';

/** Forgot password: the e-mail tab, and the mobile tab (the default) when CHNGPASSVERIF3 is on. */
export const ForgotModal = observer(function ForgotModal() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { ui, siteConfig } = useStores();
  const phoneOn = siteConfig.isEnabled('CHNGPASSVERIF3');
  const [tab, setTab] = useState<ForgotTab>(phoneOn ? 'mobile' : 'email');
  const tabs = [
    ...(phoneOn ? [{ id: 'mobile' as const, label: t('forgot_tab_mobile') }] : []),
    { id: 'email' as const, label: t('forgot_tab_email') },
  ];
  return (
    <Modal title={tCommon('routes.forget')} onClose={() => ui.closeModal()}>
      <p className="muted">{t('in_please_ways')}</p>
      <Tabs label={t('in_retrieve_password')} tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'email' ? <ForgotEmailForm /> : <ForgotPhoneForm />}
      <div className="auth-links">
        <button type="button" className="link-button" onClick={() => ui.openModal('login')}>
          {t('back_to_login')}
        </button>
      </div>
    </Modal>
  );
});
