import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import type { DialogText } from '../stores/UiStore';
import { Modal } from './Modal';

/** The text of a dialog: a translation, or the server's words shown as plain text. */
function useDialogText(message: DialogText): string {
  const { t } = useTranslation();
  return 'key' in message ? String(t(message.key as 'errors.unknown')) : message.text;
}

/**
 * The generic warning / alert / confirmation of spec section 2 (in_popup_prompt), above any
 * modal: Enter presses the default button, Escape or Cancel closes it.
 */
export const Dialog = observer(function Dialog() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const dialog = ui.dialog;
  const text = useDialogText(dialog?.message ?? { text: '' });
  if (!dialog) return null;
  const confirm = () => ui.confirmDialog();
  return (
    <Modal title={t('in_popup_prompt')} onClose={() => ui.closeDialog()} onEnter={confirm} variant="dialog">
      <p className="dialog__text">{text}</p>
      <div className="dialog__actions">
        {dialog.cancellable && (
          <button type="button" className="btn btn--ghost" onClick={() => ui.closeDialog()}>
            {t('in_more_cancel')}
          </button>
        )}
        <button type="button" className="btn btn--primary" onClick={confirm}>
          {t(dialog.confirmKey ?? 'in_increase_submit')}
        </button>
      </div>
    </Modal>
  );
});
