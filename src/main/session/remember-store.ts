import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMEMBER_ME_HOURS } from '../../shared/constants';
import type { SafeStorageLike } from '../electron-api';

/** File in the user-data directory holding the encrypted remember token. */
export const REMEMBER_FILE = 'remember.bin';

/** Keeps one remember-me token for the desktop app. */
export interface RememberStore {
  get(): Promise<string | null>;
  set(token: string): Promise<boolean>;
  clear(): Promise<void>;
}

interface StoredToken {
  token: string;
  expiresAt: number;
}

/**
 * Linux secret-store backends that are not the OS protecting the data: 'basic_text' encrypts
 * with a fixed key that ships in every Chromium (isEncryptionAvailable() still answers true),
 * and 'unknown' means the backend was never chosen (asked before the app was ready).
 */
const UNPROTECTED_BACKENDS: ReadonlySet<string> = new Set(['basic_text', 'unknown']);

/** True when safeStorage really encrypts with a key of the operating system. */
export function hasOsEncryption(safeStorage: SafeStorageLike): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  const backend = safeStorage.getSelectedStorageBackend?.();
  return backend === undefined || !UNPROTECTED_BACKENDS.has(backend);
}

/**
 * The desktop's remember-me: the server's revocable remember token (never a password), kept
 * for 24 hours in a file encrypted by the operating system's key store (Keychain, DPAPI,
 * libsecret, KWallet) through Electron's safeStorage. Where the OS offers no such encryption
 * (none at all, or Linux without a keyring, where Chromium falls back to a built-in key)
 * nothing is written and nothing is read, so a token never lies on disk in a form anyone can
 * decrypt; the player then simply logs in again, as without remember-me.
 */
export function createRememberStore(
  safeStorage: SafeStorageLike,
  userDataDir: string,
  now: () => number = Date.now,
): RememberStore {
  const file = join(userDataDir, REMEMBER_FILE);
  const clear = (): Promise<void> => rm(file, { force: true });
  return {
    async get() {
      // Without OS encryption a file left by an older version could only be readable by anyone
      // (the built-in key), so it is deleted; at worst the player logs in once more.
      if (!hasOsEncryption(safeStorage)) {
        await clear();
        return null;
      }
      let stored: StoredToken;
      try {
        stored = JSON.parse(safeStorage.decryptString(await readFile(file))) as StoredToken;
      } catch {
        // Missing, written by another OS account, or damaged: there is nothing to resume.
        return null;
      }
      if (typeof stored.token !== 'string' || !(stored.expiresAt > now())) {
        await clear();
        return null;
      }
      return stored.token;
    },
    async set(token) {
      if (!hasOsEncryption(safeStorage)) return false;
      const stored: StoredToken = { token, expiresAt: now() + REMEMBER_ME_HOURS * 3_600_000 };
      await writeFile(file, safeStorage.encryptString(JSON.stringify(stored)), { mode: 0o600 });
      return true;
    },
    clear,
  };
}
