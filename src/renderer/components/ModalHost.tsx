import { observer } from 'mobx-react-lite';
import { LazyPage } from '../router/LazyPage';
import { useStores } from '../stores/StoresContext';
import type { ModalName } from '../stores/UiStore';
import { Dialog } from './Dialog';

type AuthModalModule = { default: React.ComponentType<{ name: Exclude<ModalName, 'memberCentre'> }> };
type MemberCentreModule = { default: React.ComponentType<Record<string, never>> };

/** The account modals load on first use, with react-hook-form, yup and the auth texts. */
const loadAuthModal = (): Promise<AuthModalModule> => import('../modals/AuthModal');
/** The member centre is its own chunk, loaded when a member first opens it. */
const loadMemberCentre = (): Promise<MemberCentreModule> => import('../member/MemberCentre');

/** Renders the modal the UI store names, and the dialog above it. */
export const ModalHost = observer(function ModalHost() {
  const { ui } = useStores();
  return (
    <>
      {ui.modal && (
        <div className="modal-layer">
          {ui.modal === 'memberCentre' ? (
            <LazyPage chunk="MemberCentre" load={loadMemberCentre} props={{}} />
          ) : (
            <LazyPage chunk="AuthModal" load={loadAuthModal} props={{ name: ui.modal }} />
          )}
        </div>
      )}
      <Dialog />
    </>
  );
});
