import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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
    expect(builderYml).toContain('Exec: /opt/PlayHub/playhub --agent-console');
    expect(builderYml).toContain('Actions: AgentConsole;');
  });
});
