// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServicePopups } from '../../../../src/renderer/platform/servicePopup';

/** A popup as window.open returns it: blank (same origin) until a chat from elsewhere loads. */
class FakePopup {
  opener: unknown = { player: 'page' };
  focus = vi.fn();
  chatLoaded = false;
  get location(): { href: string } {
    // Reading a cross-origin window's location throws, as in a browser.
    if (this.chatLoaded) throw new DOMException('Blocked a frame with origin', 'SecurityError');
    return { href: 'about:blank' };
  }
}

/** The page's window: window.open finds or creates popups by name; link clicks are recorded. */
function fakeWindow() {
  const popups = new Map<string, FakePopup>();
  const opens: { url: string; name: string; features: string }[] = [];
  const loads: { href: string; target: string; referrerPolicy: string; rel: string }[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target as HTMLAnchorElement;
    loads.push({ href: link.href, target: link.target, referrerPolicy: link.referrerPolicy, rel: link.rel });
    popups.get(link.target)!.chatLoaded = true;
    event.preventDefault();
  };
  document.addEventListener('click', onClick, true);
  const win = {
    document,
    open: (url: string, name: string, features: string) => {
      opens.push({ url, name, features });
      const popup = popups.get(name) ?? new FakePopup();
      popups.set(name, popup);
      return popup;
    },
  } as unknown as Window;
  return { win, popups, opens, loads, stop: () => document.removeEventListener('click', onClick, true) };
}

let stop = () => undefined as void;
afterEach(() => stop());

describe('web customer-service popups', () => {
  it('opens a blank named popup sized by channel, cuts its opener, then loads the chat without a referrer', () => {
    const page = fakeWindow();
    stop = page.stop;
    const open = createServicePopups(page.win);
    expect(open('https://chat.example.com/live', 'live')).toBe(true);
    expect(open('https://chat.example.com/vip', 'vip')).toBe(true);
    expect(page.opens).toEqual([
      { url: '', name: 'playhub-service-live', features: 'width=440,height=500' },
      { url: '', name: 'playhub-service-vip', features: 'width=440,height=750' },
    ]);
    expect(page.loads).toEqual([
      { href: 'https://chat.example.com/live', target: 'playhub-service-live', referrerPolicy: 'no-referrer', rel: '' },
      { href: 'https://chat.example.com/vip', target: 'playhub-service-vip', referrerPolicy: 'no-referrer', rel: '' },
    ]);
    expect([...page.popups.values()].map((popup) => popup.opener)).toEqual([null, null]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('reuses and focuses the open popup of a channel without reloading the conversation', () => {
    const page = fakeWindow();
    stop = page.stop;
    const open = createServicePopups(page.win);
    open('https://chat.example.com/live', 'live');
    open('https://chat.example.com/live', 'live');
    expect(page.popups.size).toBe(1);
    expect(page.loads).toHaveLength(1);
    expect(page.popups.get('playhub-service-live')?.focus).toHaveBeenCalledTimes(2);
  });

  it('loads a different URL into the same popup', () => {
    const page = fakeWindow();
    stop = page.stop;
    const open = createServicePopups(page.win);
    open('https://chat.example.com/live', 'live');
    open('https://support.example.net/live', 'live');
    expect(page.popups.size).toBe(1);
    expect(page.loads.map((load) => load.href)).toEqual([
      'https://chat.example.com/live',
      'https://support.example.net/live',
    ]);
  });

  it('loads the chat again into a popup the player closed (window.open gives a new blank one)', () => {
    const page = fakeWindow();
    stop = page.stop;
    const open = createServicePopups(page.win);
    open('https://chat.example.com/live', 'live');
    page.popups.delete('playhub-service-live');
    open('https://chat.example.com/live', 'live');
    expect(page.loads).toHaveLength(2);
  });

  it('answers false when the browser blocks the popup', () => {
    const open = createServicePopups({ document, open: () => null } as unknown as Window);
    expect(open('https://chat.example.com/live', 'live')).toBe(false);
  });
});
