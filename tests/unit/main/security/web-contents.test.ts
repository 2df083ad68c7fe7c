import { describe, expect, it } from 'vitest';
import { createNavigationPolicies, originPolicy } from '../../../../src/main/security/navigation-policy';
import { hardenWebContents } from '../../../../src/main/security/web-contents';
import { FakeWebContents } from '../fake-electron';

function hardened(allowed: (url: string) => boolean = () => false) {
  const contents = new FakeWebContents();
  const opened: string[] = [];
  const policies = createNavigationPolicies();
  hardenWebContents(contents, { isAllowed: allowed, open: (url) => opened.push(url) }, policies);
  return { contents, opened, policies };
}

describe('hardenWebContents', () => {
  it('lets top-level navigation stay inside app://bundle', () => {
    const { contents } = hardened();
    expect(contents.navigate('app://bundle/promo/3')).toBe(false);
  });

  it.each(['https://evil.example.com/', 'file:///etc/passwd', 'app://other/', 'javascript:alert(1)'])(
    'cancels navigation to %s',
    (url) => {
      expect(hardened().contents.navigate(url)).toBe(true);
    },
  );

  it.each(['https://evil.example.com/', 'file:///etc/passwd', 'app://other/'])(
    'cancels a server redirect of the page to %s',
    (url) => {
      expect(hardened().contents.redirect(url)).toBe(true);
    },
  );

  it('lets a redirect stay within the policy, and leaves redirects of frames inside the page to the page', () => {
    const { contents, policies } = hardened();
    expect(contents.redirect('app://bundle/home')).toBe(false);
    policies.set(contents, originPolicy('https://games.example.com/slot', 'deny'));
    expect(contents.redirect('https://games.example.com/slot/start')).toBe(false);
    expect(contents.redirect('https://cdn.example.net/widget', false)).toBe(false);
    expect(contents.redirect('https://cdn.example.net/widget')).toBe(true);
  });

  it("tells the policy's owner of a refused redirect once the event is over, not during it", async () => {
    const { contents, policies } = hardened();
    let refused = 0;
    policies.set(
      contents,
      originPolicy('https://chat.example.com/', 'external', () => (refused += 1)),
    );
    contents.redirect('https://chat.example.com/room');
    contents.redirect('https://evil.example.com/');
    expect(refused).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(refused).toBe(1);
  });

  it('denies every new window and sends allow-listed links to the system browser', () => {
    const { contents, opened } = hardened((url) => url.startsWith('https://help.example.com/'));
    expect(contents.windowOpenHandler?.({ url: 'https://help.example.com/faq' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example.com/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'app://bundle/popup' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://help.example.com/faq']);
  });

  it('prevents <webview> from attaching', () => {
    expect(hardened().contents.attachWebview()).toBe(true);
  });

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal'])(
    'denies the permission request for %s',
    (permission) => {
      expect(hardened().contents.session.request(permission)).toBe(false);
    },
  );

  it('answers every permission check with false', () => {
    const { session } = hardened().contents;
    expect(session.checkHandler?.({}, 'media')).toBe(false);
    expect(session.checkHandler?.({}, 'fullscreen')).toBe(false);
  });

  it('consults the policy registered for the page at event time, after the hook was installed', () => {
    const { contents, policies } = hardened();
    policies.set(contents, originPolicy('https://chat.example.com/room/1', 'deny'));
    expect(contents.navigate('https://chat.example.com/room/2')).toBe(false);
    expect(contents.navigate('app://bundle/')).toBe(true);
    expect(contents.navigate('https://evil.example.com/')).toBe(true);
  });

  it('drops window.open without a system-browser hand-off when the policy denies new windows', () => {
    const { contents, opened, policies } = hardened(() => true);
    policies.set(contents, originPolicy('https://game.example.com/', 'deny'));
    expect(contents.windowOpenHandler?.({ url: 'https://help.example.com/' })).toEqual({ action: 'deny' });
    expect(opened).toEqual([]);
  });
});
