// The e2e suite drives Debian's Chromium (Playwright's own browser download cannot run here).
// Installs it when missing and we are root; otherwise says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True once Chromium is present, installing it with apt-get when possible. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}: run "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
    return false;
  }
  console.log('Installing Chromium from Debian (apt-get install -y chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(CHROMIUM_PATH);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
