import type { SessionLike } from '../electron-api';

/**
 * Denies every permission (camera, microphone, notifications, geolocation, clipboard, ...) in
 * `session`, both when a page asks and when it only checks. The product needs none of them;
 * a later feature that does must allow its one permission for its one origin here.
 */
export function denyAllPermissions(session: SessionLike): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
