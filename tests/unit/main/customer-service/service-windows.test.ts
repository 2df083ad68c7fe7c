import { describe, expect, it } from 'vitest';
import { createServiceWindows, serviceWindowOptions } from '../../../../src/main/customer-service/service-windows';
import { createNavigationPolicies } from '../../../../src/main/security/navigation-policy';
import { hardenWebContents } from '../../../../src/main/security/web-contents';
import { FakeWindow } from '../fake-electron';

const LIVE = 'https://chat.example.com/live?visitor=1';

function setup() {
  const windows: FakeWindow[] = [];
  const warnings: string[] = [];
  const policies = createNavigationPolicies();
  const service = createServiceWindows({
    createWindow: (options) => {
      const window = new FakeWindow(options);
      // As app.ts does for every page on 'web-contents-created'.
      hardenWebContents(window.webContents, { isAllowed: () => false, open: () => undefined }, policies);
      windows.push(window);
      return window;
    },
    policies,
    warn: (message) => warnings.push(message),
  });
  return { service, windows, warnings, policies };
}

describe('serviceWindowOptions', () => {
  it('sizes the page area 440x500 for live chat and 440x750 for VIP', () => {
    expect(serviceWindowOptions('live')).toMatchObject({ width: 440, height: 500, useContentSize: true });
    expect(serviceWindowOptions('vip')).toMatchObject({ width: 440, height: 750, useContentSize: true });
  });

  it('gives the chat no preload, the sandbox, context isolation and its own in-memory session', () => {
    const prefs = serviceWindowOptions('vip').webPreferences ?? {};
    expect(prefs.preload).toBeUndefined();
    expect(prefs).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, partition: 'cs-vip' });
    expect(prefs.partition?.startsWith('persist:')).toBe(false);
  });
});

describe('customer-service windows', () => {
  it('opens the chat URL in a new window shown on its first paint', () => {
    const { service, windows } = setup();
    expect(service.open('live', LIVE)).toBe(true);
    expect(windows).toHaveLength(1);
    expect(windows[0]?.loadedUrl).toBe(LIVE);
    windows[0]?.emit('ready-to-show');
    expect(windows[0]?.shown).toBe(true);
  });

  it('keeps one window per channel and focuses it instead of opening another', () => {
    const { service, windows } = setup();
    service.open('live', LIVE);
    const [live] = windows;
    if (!live) throw new Error('no window');
    live.minimized = true;
    service.open('live', LIVE);
    expect(windows).toHaveLength(1);
    expect(live.minimized).toBe(false);
    expect(live.focused).toBe(true);
    expect(live.loadedUrls).toEqual([LIVE]);
  });

  it('navigates the open window when the channel is asked for a different URL', () => {
    const { service, windows, policies } = setup();
    service.open('live', LIVE);
    service.open('live', 'https://support.example.net/chat');
    expect(windows[0]?.loadedUrls).toEqual([LIVE, 'https://support.example.net/chat']);
    const contents = windows[0]?.webContents;
    if (!contents) throw new Error('no window');
    expect(policies.policyFor(contents).mayNavigate('https://support.example.net/other')).toBe(true);
    expect(policies.policyFor(contents).mayNavigate('https://chat.example.com/')).toBe(false);
  });

  it('opens live chat and VIP side by side', () => {
    const { service, windows } = setup();
    service.open('live', LIVE);
    service.open('vip', 'https://chat.example.com/vip');
    expect(windows.map((window) => window.options.height)).toEqual([500, 750]);
  });

  it('confines the page to the chat origin before it loads, and lets links leave only via the browser', () => {
    const { service, windows, policies } = setup();
    service.open('live', LIVE);
    const contents = windows[0]?.webContents;
    if (!contents) throw new Error('no window');
    const policy = policies.policyFor(contents);
    expect(policy.mayNavigate('https://chat.example.com/transcript')).toBe(true);
    expect(policy.mayNavigate('https://evil.example.com/')).toBe(false);
    expect(policy.newWindows).toBe('external');
  });

  it('closes the window when its page fails to load', () => {
    const { service, windows } = setup();
    service.open('live', LIVE);
    windows[0]?.webContents.failLoad(-105);
    expect(windows[0]?.destroyed).toBe(true);
  });

  it('refuses a server redirect to another origin and closes the window, after the event', async () => {
    const { service, windows, warnings } = setup();
    service.open('vip', 'https://chat.example.com/vip');
    const contents = windows[0]?.webContents;
    if (!contents) throw new Error('no window');
    expect(contents.redirect('https://chat.example.com/vip/room/7')).toBe(false);
    expect(contents.redirect('https://evil.example.com/login')).toBe(true);
    expect(windows[0]?.destroyed).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(windows[0]?.destroyed).toBe(true);
    expect(warnings).toEqual(['Customer service was redirected to another origin; its window was closed']);
  });

  it('ignores failures of subframes and loads replaced by a newer one (ERR_ABORTED)', () => {
    const { service, windows } = setup();
    service.open('live', LIVE);
    windows[0]?.webContents.failLoad(-3);
    windows[0]?.webContents.failLoad(-105, false);
    expect(windows[0]?.destroyed).toBe(false);
  });

  it('opens a fresh window after the previous one was closed', () => {
    const { service, windows } = setup();
    service.open('vip', LIVE);
    windows[0]?.close();
    service.open('vip', LIVE);
    expect(windows).toHaveLength(2);
  });

  it('logs a rejected load instead of leaving an unhandled rejection', async () => {
    const { service, windows, warnings } = setup();
    service.open('live', LIVE);
    const [window] = windows;
    if (!window) throw new Error('no window');
    window.webContents.loadResult = () => Promise.reject(new Error('ERR_NAME_NOT_RESOLVED'));
    service.open('live', 'https://other.example.com/');
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual(['Customer service failed to load: Error: ERR_NAME_NOT_RESOLVED']);
  });
});
