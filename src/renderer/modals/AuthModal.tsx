import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ModalName } from '../stores/UiStore';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ForgotModal } from './ForgotModal';
import { LoginModal } from './LoginModal';
import { RegisterModal } from './RegisterModal';
import './auth.css';

/**
 * The lazily loaded account modals (their forms, react-hook-form, yup and the auth texts stay
 * out of the entry chunk). Waits for the auth namespace before drawing anything.
 */
const AuthModal = observer(function AuthModal({ name }: { name: ModalName }) {
  const { ready } = useTranslation('auth');
  if (!ready) return <div className="modal-backdrop modal-backdrop--loading" aria-busy="true" />;
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
