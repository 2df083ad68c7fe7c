import { isBundleUrl } from '../bundle/scheme';
import type { IpcInvokeEventLike } from '../electron-api';

/**
 * True when an IPC call comes from the app itself: the top-level frame of a page served from
 * app://bundle. Frames inside it (games, customer-service pages on https) and any page that
 * navigated elsewhere are refused even though they share the renderer process.
 */
export function isTrustedSender(event: IpcInvokeEventLike): boolean {
  try {
    const frame = event.senderFrame;
    return frame !== null && frame.parent === null && isBundleUrl(frame.url);
  } catch {
    // Electron throws when the frame was disposed while the message was in flight.
    return false;
  }
}
