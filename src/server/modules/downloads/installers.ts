import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPDATE_FEED_PATH, type Installer, type InstallerOs } from '../../../shared/api/downloads';

/**
 * Installer names as electron-builder.yml's artifactName writes them:
 * `${productName}-${version}-${os}-${arch}.${ext}`, e.g. PlayHub-1.4.0-win-x64.exe; an Android
 * app published beside them follows the same pattern (PlayHub-1.4.0-android-universal.apk).
 * iOS apps cannot be installed from a file: an iPhone gets the App Store link of the brand's
 * IOS resource, or the web app.
 */
const INSTALLER_NAME =
  /^[A-Za-z0-9]+-(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)-(win|mac|linux|android)-([A-Za-z0-9_]+)\.(exe|dmg|AppImage|deb|zip|apk)$/;

const OS_OF: Record<string, InstallerOs> = { win: 'windows', mac: 'mac', linux: 'linux', android: 'android' };

/** What a file name says about an installer, or null for any other file (feeds, blockmaps). */
export function parseInstallerName(file: string): Pick<Installer, 'os' | 'arch' | 'kind' | 'version'> | null {
  const match = INSTALLER_NAME.exec(file);
  if (!match) return null;
  const [, version = '', os = '', arch = '', kind = ''] = match;
  // An apk is Android's and Android's only (a desktop build never is one).
  if ((os === 'android') !== (kind === 'apk')) return null;
  return { os: OS_OF[os] ?? 'linux', arch, kind, version };
}

/** Orders versions numerically part by part (1.10.0 after 1.9.0); a pre-release sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const [coreA = '', preA] = a.split('-', 2);
  const [coreB = '', preB] = b.split('-', 2);
  const partsA = coreA.split('.').map(Number);
  const partsB = coreB.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (partsA[i] ?? 0) - (partsB[i] ?? 0);
    if (diff !== 0) return diff;
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA.localeCompare(preB);
}

interface CachedHash {
  size: number;
  mtimeMs: number;
  sha512: string;
}

/**
 * Lists the installers in a directory with their size and SHA-512, newest version first. The
 * hash of a large installer takes a while, so it is computed once per file version (size and
 * modification time) and kept; a missing directory simply lists nothing.
 */
export class InstallerCatalog {
  private readonly hashes = new Map<string, CachedHash>();

  constructor(private readonly dir: string) {}

  async list(): Promise<Installer[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const installers: Installer[] = [];
    for (const file of names.sort()) {
      const parsed = parseInstallerName(file);
      if (!parsed) continue;
      const info = await stat(join(this.dir, file)).catch(() => null);
      if (!info?.isFile()) continue;
      const sha512 = await this.hashOf(file, info.size, info.mtimeMs);
      installers.push({
        ...parsed,
        file,
        url: `${UPDATE_FEED_PATH}/${encodeURIComponent(file)}`,
        size: info.size,
        sha512,
      });
    }
    return installers.sort((a, b) => compareVersions(b.version, a.version) || a.file.localeCompare(b.file));
  }

  private async hashOf(file: string, size: number, mtimeMs: number): Promise<string> {
    const cached = this.hashes.get(file);
    if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached.sha512;
    const hash = createHash('sha512');
    for await (const chunk of createReadStream(join(this.dir, file))) hash.update(chunk as Buffer);
    const sha512 = hash.digest('base64');
    this.hashes.set(file, { size, mtimeMs, sha512 });
    return sha512;
  }
}
