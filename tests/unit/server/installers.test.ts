import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  InstallerCatalog,
  compareVersions,
  parseInstallerName,
} from '../../../src/server/modules/downloads/installers';

describe('installer names', () => {
  it('reads version, OS, architecture and kind from electron-builder artifact names', () => {
    expect(parseInstallerName('PlayHub-1.4.0-win-x64.exe')).toEqual({
      os: 'windows',
      arch: 'x64',
      kind: 'exe',
      version: '1.4.0',
    });
    expect(parseInstallerName('PlayHub-2.0.0-beta.2-mac-arm64.dmg')).toMatchObject({
      os: 'mac',
      version: '2.0.0-beta.2',
    });
    expect(parseInstallerName('PlayHub-1.4.0-linux-x86_64.AppImage')).toMatchObject({ os: 'linux', kind: 'AppImage' });
  });

  it('reads an Android app published beside them', () => {
    expect(parseInstallerName('PlayHub-1.4.0-android-universal.apk')).toEqual({
      os: 'android',
      arch: 'universal',
      kind: 'apk',
      version: '1.4.0',
    });
  });

  it('ignores feeds, blockmaps, mismatched systems and anything else', () => {
    for (const file of [
      'latest.yml',
      'PlayHub-1.4.0-win-x64.exe.blockmap',
      'PlayHub-1.4-win-x64.exe',
      'notes.txt',
      'PlayHub-1.4.0-win-x64.apk',
      'PlayHub-1.4.0-android-arm64.exe',
      'PlayHub.ipa',
    ]) {
      expect(parseInstallerName(file), file).toBeNull();
    }
  });

  it('orders versions numerically, a pre-release before its release', () => {
    const sorted = ['1.9.0', '1.10.0', '1.10.0-beta.1', '0.9.12'].sort(compareVersions);
    expect(sorted).toEqual(['0.9.12', '1.9.0', '1.10.0-beta.1', '1.10.0']);
  });
});

describe('installer catalog', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'downloads-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const sha512 = (text: string) => createHash('sha512').update(text).digest('base64');

  it('lists installers newest first with size, SHA-512 and their feed URL', async () => {
    writeFileSync(join(dir, 'PlayHub-1.0.0-win-x64.exe'), 'old windows');
    writeFileSync(join(dir, 'PlayHub-1.1.0-linux-x64.deb'), 'new linux');
    writeFileSync(join(dir, 'latest.yml'), 'version: 1.1.0');
    const installers = await new InstallerCatalog(dir).list();
    expect(installers).toEqual([
      {
        os: 'linux',
        arch: 'x64',
        kind: 'deb',
        version: '1.1.0',
        file: 'PlayHub-1.1.0-linux-x64.deb',
        url: '/down/updates/PlayHub-1.1.0-linux-x64.deb',
        size: 9,
        sha512: sha512('new linux'),
      },
      expect.objectContaining({ file: 'PlayHub-1.0.0-win-x64.exe', size: 11, sha512: sha512('old windows') }),
    ]);
  });

  it('rehashes a file that was replaced, and lists nothing for a missing directory', async () => {
    const file = join(dir, 'PlayHub-1.0.0-mac-x64.dmg');
    writeFileSync(file, 'first build');
    const catalog = new InstallerCatalog(dir);
    expect((await catalog.list())[0]?.sha512).toBe(sha512('first build'));
    writeFileSync(file, 'second build!');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect((await catalog.list())[0]?.sha512).toBe(sha512('second build!'));
    expect(await new InstallerCatalog(join(dir, 'missing')).list()).toEqual([]);
  });
});
