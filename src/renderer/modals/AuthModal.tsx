import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import type { ModalName } from '../stores/UiStore';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ForgotModal } from './ForgotModal';
import { LoginModal } from './LoginModal';
import { RegisterModal } from './RegisterModal';
import './auth.css';

/**
 * The lazily loaded account modals (their forms, react-hook-form, yup and the auth texts stay
 * out of the entry chunk). Waits for the auth namespace and the country list before drawing anything.
 */
const AuthModal = observer(function AuthModal({ name }: { name: Exclude<ModalName, 'memberCentre'> }) {
  const { ready } = useTranslation('auth');
  const { countries } = useStores();
  // The mobile forms choose their default dialing code from the country list when they mount.
  useEffect(() => void countries.load(), [countries]);
  if (!ready || !countries.settled) return <div className="modal-backdrop modal-backdrop--loading" aria-busy="true" />;
  switch (name) {
    case 'login':
      return <LoginModal />;
    case 'register':
      return <RegisterModal />;
    case 'forget':
      return <ForgotModal />;
    case 'changePassword':
      return <ChangePasswordModal />;
  }
});

export default AuthModal;
