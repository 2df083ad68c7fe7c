import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// electron-builder's own loader and schema check (what `electron-builder` runs first); it lives in
// app-builder-lib, the package electron-builder is built on, which has no public entry for it.
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import type { Configuration } from 'app-builder-lib';
import { DebugLogger } from 'builder-util';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_CONSOLE_FLAG } from '../../../../src/main/launch/agent-console-flag';

const ROOT = resolve(import.meta.dirname, '../../../..');
const builderYml = readFileSync(resolve(ROOT, 'electron-builder.yml'), 'utf8');

/** The `key: value` lines directly under a top-level block of the YAML (comments skipped). */
function block(name: string): Map<string, string> {
  const lines = builderYml.split('\n');
  const start = lines.findIndex((line) => line === `${name}:`);
  const entries = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    const match = /^ {2}([A-Za-z]+): (.+)$/.exec(line);
    if (match?.[1] && match[2]) entries.set(match[1], match[2]);
  }
  return entries;
}

function topLevel(key: string): string | undefined {
  return new RegExp(`^${key}: (.+)$`, 'm').exec(builderYml)?.[1];
}

describe('electron-builder fuses (flipped in the binary at package time)', () => {
  const fuses = block('electronFuses');

  it.each([
    ['runAsNode', 'false', 'ELECTRON_RUN_AS_NODE cannot turn the app into a plain Node.js'],
    ['enableCookieEncryption', 'true', 'cookies on disk are encrypted with the OS key store'],
    ['enableNodeOptionsEnvironmentVariable', 'false', 'NODE_OPTIONS cannot inject code'],
    ['enableNodeCliInspectArguments', 'false', '--inspect cannot attach a debugger'],
    ['enableEmbeddedAsarIntegrityValidation', 'true', 'a tampered app.asar is refused'],
    ['onlyLoadAppFromAsar', 'true', 'the app loads only from the verified asar'],
    ['grantFileProtocolExtraPrivileges', 'false', 'file:// gets no extra privileges'],
  ])('sets %s to %s: %s', (fuse, value) => {
    expect(fuses.get(fuse)).toBe(value);
  });
});

describe('Electron version', () => {
  /** Oldest major still receiving security fixes when this was written; raise it as Electron moves. */
  const MIN_SUPPORTED_MAJOR = 45;
  const installed = (
    JSON.parse(readFileSync(resolve(ROOT, 'node_modules/electron/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

  it('packages exactly the Electron the project is built and tested against', () => {
    expect(topLevel('electronVersion')).toBe(installed);
  });

  it('is a supported major', () => {
    expect(Number(installed.split('.')[0])).toBeGreaterThanOrEqual(MIN_SUPPORTED_MAJOR);
  });
});

describe('update feed and signature', () => {
  it('publishes to the generic feed the platform server serves', () => {
    expect(block('publish')).toEqual(
      new Map([
        ['provider', 'generic'],
        ['url', '${env.UPDATE_FEED_URL}'],
        ['channel', 'latest'],
      ]),
    );
  });

  it('verifies the Windows publisher of a downloaded update and refuses unsigned Windows builds', () => {
    const win = block('win');
    expect(win.get('verifyUpdateCodeSignature')).toBe('true');
    // Without a signature app-update.yml names no publisher and electron-updater skips the check.
    expect(win.get('forceCodeSigning')).toBe('true');
    // electron-builder does not expand ${env.*} here: a macro would become the literal name.
    expect(builderYml).not.toMatch(/publisherName: .*\$\{/);
  });
});

describe('package contents and links', () => {
  it('ships the asar and leaves out the server and node_modules', () => {
    expect(topLevel('asar')).toBe('true');
    expect(builderYml).toContain("- '!out/server/**'");
    expect(builderYml).toContain("- '!node_modules/**'");
  });

  it('registers the playhub:// scheme', () => {
    expect(builderYml).toMatch(/^protocols:\n {2}- name: .+\n {4}schemes: \[playhub\]$/m);
  });

  it("adds a Linux launcher action for the agents' console", () => {
    expect(builderYml).toContain('Actions: AgentConsole;');
  });
});

describe('electron-builder.yml as electron-builder 26 reads it', () => {
  let config: Configuration;
  beforeAll(async () => {
    config = await getConfig(ROOT, resolve(ROOT, 'electron-builder.yml'), null);
    // Throws on an unknown key or a wrong type, as packaging would.
    await validateConfiguration(config, new DebugLogger(false));
  });

  describe('macOS', () => {
    it('builds the zip electron-updater installs updates from, beside the dmg for first installs', () => {
      const targets = (config.mac?.target ?? []) as { target: string; arch: string[] }[];
      expect(targets.map((target) => target.target)).toEqual(['dmg', 'zip']);
      for (const target of targets) expect(target.arch).toEqual(['x64', 'arm64']);
    });

    it('signs with the hardened runtime, refuses to package unsigned, and notarises when Apple credentials are set', () => {
      expect(config.mac).toMatchObject({ hardenedRuntime: true, forceCodeSigning: true, notarize: true });
      // Credentials come from APPLE_* at packaging time, never from the repository.
      expect(builderYml).not.toMatch(/APPLE_(ID|API_KEY|APP_SPECIFIC_PASSWORD)\s*:/);
    });

    it('grants the app and its helpers only the JIT entitlement V8 needs', () => {
      expect(config.mac?.entitlements).toBe('resources/entitlements.mac.plist');
      expect(config.mac?.entitlementsInherit).toBe('resources/entitlements.mac.plist');
      const plist = readFileSync(resolve(ROOT, 'resources/entitlements.mac.plist'), 'utf8');
      expect([...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((match) => match[1])).toEqual([
        'com.apple.security.cs.allow-jit',
      ]);
    });
  });

  describe("Windows: the agents' console shortcut", () => {
    const script = (): string => readFileSync(resolve(ROOT, config.nsis?.include ?? 'missing'), 'utf8');
    /** The body of one `!macro name` ... `!macroend` block of the include script. */
    const macro = (name: string): string =>
      new RegExp(`!macro ${name}\\n([\\s\\S]*?)!macroend`).exec(script())?.[1] ?? '';

    it('includes the NSIS script from the build resources', () => {
      expect(config.nsis?.include).toBe('resources/installer.nsh');
      expect(existsSync(resolve(ROOT, 'resources/installer.nsh'))).toBe(true);
    });

    it('creates "PlayHub Agent Console" on the desktop and in the Start menu, running the app with the flag', () => {
      expect(script()).toContain('!define AGENT_CONSOLE_SHORTCUT "PlayHub Agent Console.lnk"');
      const install = macro('customInstall');
      for (const folder of ['$DESKTOP', '$SMPROGRAMS']) {
        expect(install).toContain(
          `CreateShortCut "${folder}\\\${AGENT_CONSOLE_SHORTCUT}" "$INSTDIR\\\${APP_EXECUTABLE_FILENAME}" "${AGENT_CONSOLE_FLAG}"`,
        );
      }
    });

    it('removes both shortcuts on uninstall, and neither recreates nor removes them on an update', () => {
      const uninstall = macro('customUnInstall');
      expect(uninstall).toContain('Delete "$DESKTOP\\${AGENT_CONSOLE_SHORTCUT}"');
      expect(uninstall).toContain('Delete "$SMPROGRAMS\\${AGENT_CONSOLE_SHORTCUT}"');
      for (const body of [macro('customInstall'), uninstall]) expect(body).toMatch(/^\s*\$\{ifNot\} \$\{isUpdated\}/);
    });
  });

  describe("Linux: the agents' console launcher action", () => {
    it('runs the fixed executable name from PATH, not a hard-coded install directory', () => {
      const action: unknown = config.linux?.desktop?.desktopActions?.AgentConsole;
      expect(config.linux?.executableName).toBe('playhub');
      expect(action).toEqual({ Name: 'PlayHub Agent Console', Exec: `playhub ${AGENT_CONSOLE_FLAG}` });
    });
  });
});
