import { reaction, type IReactionDisposer } from 'mobx';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';

/**
 * Until a required password change is done, every page leads back to it: whenever the session
 * must change its password (the server's word, MemberInfo.passwordChangeRequired) and the open
 * modal is anything else (or none: a link followed, the back button, a reload), the forced
 * change dialog opens again. Closing that dialog signs out (ChangePasswordModal), so the only
 * ways on are changing the password or leaving.
 */
export function guardPasswordChange(
  session: Pick<SessionStore, 'passwordChangeRequired'>,
  ui: Pick<UiStore, 'modal' | 'modalParams' | 'openModal'>,
): IReactionDisposer {
  return reaction(
    () => session.passwordChangeRequired && !(ui.modal === 'changePassword' && ui.modalParams.forced === '1'),
    (mustReopen) => {
      if (mustReopen) ui.openModal('changePassword', { forced: '1' });
    },
    { fireImmediately: true },
  );
}
