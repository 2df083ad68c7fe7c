/**
 * Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security),
 * item by item, with the tests that assert it. Each pointer names a test file and a test
 * title (or a case inside it); this file fails when a pointed-at test is renamed or removed,
 * so the checklist cannot silently lose its evidence.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

type Evidence = readonly [file: string, title: string];

const CHECKLIST: readonly { item: string; how: string; evidence: readonly Evidence[] }[] = [
  {
    item: '1. Only load secure content',
    how: 'remote pages must be https (http only to loopback); the API URL likewise; the app is a secure scheme',
    evidence: [
      ['ipc/register.test.ts', "'url must use https (http only for localhost)'"],
      ['config.test.ts', 'plain http to a remote host (mixed content from app://)'],
      ['bundle/scheme.test.ts', 'is privileged as standard, secure and fetch-capable, and nothing more'],
    ],
  },
  {
    item: '2. Do not enable Node.js integration for remote content',
    how: 'nodeIntegration* off in every window and view',
    evidence: [
      ['window.test.ts', 'gives the page, its workers and its frames no Node.js (nodeIntegration*)'],
      [
        'security/web-preferences.test.ts',
        'locks a remote page down like the app page, in its own partition, without preload',
      ],
    ],
  },
  {
    item: '3. Enable context isolation',
    how: 'contextIsolation on everywhere; remote pages get no preload at all',
    evidence: [
      ['window.test.ts', 'isolates the preload world from the page (contextIsolation)'],
      ['customer-service/service-windows.test.ts', 'gives the chat no preload, the sandbox, context isolation'],
    ],
  },
  {
    item: '4. Enable process sandboxing',
    how: 'app.enableSandbox() before ready, and sandbox: true spelled out',
    evidence: [
      ['app.test.ts', 'privileges app:// and forces the sandbox for every renderer before Electron is ready'],
      ['window.test.ts', 'runs the renderer in the OS sandbox (sandbox)'],
      ['game-views/game-views.test.ts', 'gives each game a sandboxed page without preload'],
    ],
  },
  {
    item: '5. Handle session permission requests from remote content',
    how: 'every session, partitions included, denies requests and checks',
    evidence: [
      ['security/web-contents.test.ts', 'denies the permission request for %s'],
      ['security/web-contents.test.ts', 'answers every permission check with false'],
      ['app.test.ts', 'hardens every web contents the app creates'],
    ],
  },
  {
    item: '6. Do not disable webSecurity',
    how: 'webSecurity: true spelled out',
    evidence: [['window.test.ts', 'keeps the same-origin policy and blocks insecure content (webSecurity)']],
  },
  {
    item: '7. Define a Content Security Policy',
    how: 'script-src self only, sent on every app:// response',
    evidence: [
      ['bundle/csp.test.ts', 'lets scripts come only from the bundle (no inline, no eval)'],
      ['bundle/handler.test.ts', 'sends the Content-Security-Policy and nosniff on %s'],
      ['app.test.ts', 'serves the bundle with a CSP naming the configured API origin'],
    ],
  },
  {
    item: '8. Do not enable allowRunningInsecureContent',
    how: 'allowRunningInsecureContent: false spelled out',
    evidence: [['window.test.ts', 'expect(prefs.allowRunningInsecureContent).toBe(false)']],
  },
  {
    item: '9. Do not enable experimental features',
    how: 'experimentalFeatures: false spelled out',
    evidence: [['window.test.ts', 'disables <webview>, experimental features and navigation by drag-and-drop']],
  },
  {
    item: '10. Do not use enableBlinkFeatures',
    how: 'no window or view sets it',
    evidence: [
      ['window.test.ts', 'enables no Blink features'],
      ['security/web-preferences.test.ts', "not.toHaveProperty('enableBlinkFeatures')"],
    ],
  },
  {
    item: '11. Do not use allowpopups for WebViews',
    how: 'there are no webviews: the tag is off and attaching one is cancelled',
    evidence: [
      ['window.test.ts', 'expect(prefs.webviewTag).toBe(false)'],
      ['security/web-contents.test.ts', 'prevents <webview> from attaching'],
    ],
  },
  {
    item: '12. Verify WebView options before creation',
    how: 'will-attach-webview is cancelled for every page, so no webview is ever created',
    evidence: [
      ['security/web-contents.test.ts', 'prevents <webview> from attaching'],
      ['app.test.ts', 'expect(contents.attachWebview()).toBe(true)'],
    ],
  },
  {
    item: '13. Disable or limit navigation',
    how: 'app pages stay in app://bundle; chats and games stay on their own origin',
    evidence: [
      ['security/web-contents.test.ts', 'cancels navigation to %s'],
      ['security/web-contents.test.ts', 'consults the policy registered for the page at event time'],
      ['security/navigation-policy.test.ts', 'a look-alike host'],
      ['customer-service/service-windows.test.ts', 'confines the page to the chat origin before it loads'],
      ['game-views/game-views.test.ts', 'confines the game to its origin'],
    ],
  },
  {
    item: '14. Disable or limit the creation of new windows',
    how: 'window.open is always denied; allow-listed links go to the system browser',
    evidence: [
      ['security/web-contents.test.ts', 'denies every new window and sends allow-listed links to the system browser'],
      ['app.test.ts', 'sends allow-listed http(s) links from window.open to the system browser'],
    ],
  },
  {
    item: '15. Do not use shell.openExternal with untrusted content',
    how: 'https only, to allow-listed hosts, checked before the shell is touched',
    evidence: [
      ['ipc/handlers.test.ts', 'refuses %s without touching the shell'],
      ['security/external-links.test.ts', 'a custom protocol handler'],
    ],
  },
  {
    item: '16. Use a current version of Electron',
    how: 'the packaged version is the installed one and a supported major',
    evidence: [
      ['security/packaging.test.ts', 'is a supported major'],
      ['security/packaging.test.ts', 'packages exactly the Electron the project is built and tested against'],
    ],
  },
  {
    item: '17. Validate the sender of all IPC messages',
    how: 'only the top-level app://bundle frame may call; arguments are validated first',
    evidence: [
      ['ipc/register.test.ts', 'refuses calls from %s without running the handler'],
      ['ipc/register.test.ts', 'refuses a game view or customer-service page even though it is a top-level frame'],
      ['app.test.ts', 'game:open from the main page shows a view in the main window that IPC refuses'],
    ],
  },
  {
    item: '18. Avoid usage of the file:// protocol and prefer usage of custom protocols',
    how: 'the renderer is served from app://bundle, confined to its root',
    evidence: [
      ['bundle/scheme.test.ts', 'is where the app starts (never file://)'],
      ['window.test.ts', 'loads the bundle through app://bundle/, never file://'],
      ['bundle/handler.test.ts', 'refuses the path traversal %s'],
    ],
  },
  {
    item: '19. Check which fuses you can change',
    how: 'RunAsNode off, cookie encryption on, asar integrity on, load only from the asar, and more',
    evidence: [['security/packaging.test.ts', 'sets %s to %s: %s']],
  },
  {
    item: '20. Do not expose Electron APIs to untrusted web content',
    how: 'the preload exposes only invoke and on over the contract, never ipcRenderer or its events',
    evidence: [
      ['../preload/index.test.ts', 'exposes only invoke and on: no ipcRenderer, send or require'],
      [
        '../preload/index.test.ts',
        'hands event listeners the payload only, never the IpcRendererEvent with its sender',
      ],
      ['../preload/create-bridge.test.ts', 'rejects the channel %j without sending anything'],
    ],
  },
];

describe("Electron's security checklist", () => {
  it('covers all twenty items, in order', () => {
    expect(CHECKLIST.map((entry) => Number.parseInt(entry.item, 10))).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  describe.each(CHECKLIST)('$item', ({ evidence }) => {
    it.each(evidence)('is asserted in %s by "%s"', (file, title) => {
      const source = readFileSync(resolve(import.meta.dirname, file), 'utf8');
      expect(source).toContain(title);
    });
  });
});
