import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the Electron executable is, or why the suite cannot run here. */
export type ElectronBinary = { path: string; skipReason?: undefined } | { path?: undefined; skipReason: string };

const DEFAULT_EXECUTABLE: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'electron',
  win32: 'electron.exe',
  darwin: 'Electron.app/Contents/MacOS/Electron',
};

/**
 * Finds the Electron binary the way the `electron` package does (ELECTRON_OVERRIDE_DIST_PATH,
 * else node_modules/electron/path.txt + dist/), but never triggers its download: the package's
 * own lookup downloads a missing binary, which these machines cannot do.
 */
export function findElectronBinary(): ElectronBinary {
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : DEFAULT_EXECUTABLE[process.platform];
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!override && !existsSync(pathFile)) {
    return {
      skipReason:
        'No Electron binary on this machine (ELECTRON_OVERRIDE_DIST_PATH is unset and node_modules/electron/path.txt is missing); the desktop suite runs where Electron is installed.',
    };
  }
  if (!relative) return { skipReason: `Electron has no default executable name for ${process.platform}.` };
  const path = join(override ?? join(packageDir, 'dist'), relative);
  return existsSync(path) ? { path } : { skipReason: `Electron binary not found at ${path}.` };
}
