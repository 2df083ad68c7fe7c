import { CS_WINDOW } from '../../shared/constants';
import type { ServiceChannel } from '../../shared/ipc/contract';

/** Opens a channel's chat URL in its popup; false when the browser blocked the popup. */
export type OpenServicePopup = (url: string, channel: ServiceChannel) => boolean;

/**
 * The web build's customer-service popups: one named window per channel (live chat 440x500,
 * VIP 440x750), reused and focused when asked again, reloaded only for a different URL so an
 * open conversation survives a second click.
 *
 * A window opened with `noopener` or `noreferrer` loses its name, so the next call would open
 * yet another popup. The popup is therefore opened blank without them and given what they
 * guaranteed by other means: its `opener` is cut before the chat loads (the chat cannot reach
 * back into the player's page), and the chat is loaded through a link with
 * referrerpolicy=no-referrer (it learns nothing of the page it was opened from).
 */
export function createServicePopups(win: Window): OpenServicePopup {
  const shownUrls = new Map<ServiceChannel, string>();
  return (url, channel) => {
    const size = channel === 'vip' ? CS_WINDOW.vip : CS_WINDOW.liveChat;
    const name = `playhub-service-${channel}`;
    // An empty URL opens about:blank, or finds the open popup without navigating it.
    const popup = win.open('', name, `width=${size.width},height=${size.height}`);
    if (!popup) return false;
    const fresh = isBlank(popup);
    if (fresh) popup.opener = null;
    if (fresh || shownUrls.get(channel) !== url) {
      loadWithoutReferrer(win.document, url, name);
      shownUrls.set(channel, url);
    }
    popup.focus();
    return true;
  };
}

/** True for a popup still on our blank page; a chat from another origin cannot be read. */
function isBlank(popup: Window): boolean {
  try {
    return popup.location.href === 'about:blank';
  } catch {
    return false;
  }
}

/** Navigates the window named `target` to `url` through a link that sends no Referer. */
function loadWithoutReferrer(document: Document, url: string, target: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = target;
  link.referrerPolicy = 'no-referrer';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
