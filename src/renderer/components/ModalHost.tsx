import { observer } from 'mobx-react-lite';
import { LazyPage } from '../router/LazyPage';
import { useStores } from '../stores/StoresContext';
import type { ContentModalName, LaunchModalName, ModalName } from '../stores/UiStore';
import { Dialog } from './Dialog';

type AuthModalName = Exclude<ModalName, 'memberCentre' | ContentModalName | LaunchModalName>;
type AuthModalModule = { default: React.ComponentType<{ name: AuthModalName }> };
type MemberCentreModule = { default: React.ComponentType<Record<string, never>> };
type ContentModalModule = { default: React.ComponentType<{ name: ContentModalName | 'news' }> };
type LaunchModalModule = { default: React.ComponentType<{ name: LaunchModalName }> };

/** The account modals load on first use, with react-hook-form, yup and the auth texts. */
const loadAuthModal = (): Promise<AuthModalModule> => import('../modals/AuthModal');
/** The member centre is its own chunk, loaded when a member first opens it. */
const loadMemberCentre = (): Promise<MemberCentreModule> => import('../member/MemberCentre');
/** The notice, News and help popups (with the HTML sanitiser) load when first shown. */
const loadContentModal = (): Promise<ContentModalModule> => import('../content/ContentModal');
/** The game popup, a vendor's game list and the room choice load with the first game started. */
const loadLaunchModal = (): Promise<LaunchModalModule> => import('../games/launch/LaunchModal');

function isContentModal(name: ModalName): name is ContentModalName {
  return name === 'notice' || name === 'help';
}

function isLaunchModal(name: ModalName): name is LaunchModalName {
  return name === 'gamePopup' || name === 'vendorGames' || name === 'gameRooms';
}

/**
 * Renders the modal the UI store names, the first-visit News popup, the dialog above them and
 * the always-mounted mini-game overlay mount point (games render into it through a portal).
 */
export const ModalHost = observer(function ModalHost() {
  const { ui, content } = useStores();
  const modal = ui.modal;
  return (
    <>
      {/* Under the header, so the header stays usable; opening another modal dismisses it. */}
      {content.newsOpen && !modal && (
        <div className="modal-layer modal-layer--news">
          <LazyPage chunk="ContentModal" load={loadContentModal} props={{ name: 'news' as const }} />
        </div>
      )}
      {modal && (
        <div className="modal-layer">
          {modal === 'memberCentre' ? (
            <LazyPage chunk="MemberCentre" load={loadMemberCentre} props={{}} />
          ) : isContentModal(modal) ? (
            <LazyPage chunk="ContentModal" load={loadContentModal} props={{ name: modal }} />
          ) : isLaunchModal(modal) ? (
            <LazyPage chunk="LaunchModal" load={loadLaunchModal} props={{ name: modal }} />
          ) : (
            <LazyPage chunk="AuthModal" load={loadAuthModal} props={{ name: modal }} />
          )}
        </div>
      )}
      <Dialog />
      <div id="mini-game-root" className="mini-game-overlay" data-testid="mini-game-root" />
    </>
  );
});
