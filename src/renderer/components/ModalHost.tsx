import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { Modal } from './Modal';

/** Renders the modal the UI store names; the account forms fill these in a later issue. */
export const ModalHost = observer(function ModalHost() {
  const { t } = useTranslation();
  const { ui } = useStores();
  if (!ui.modal) return null;
  return (
    <Modal title={t(`routes.${ui.modal}`)} onClose={() => ui.closeModal()}>
      <p className="muted">{t('pages.preparing')}</p>
    </Modal>
  );
});
