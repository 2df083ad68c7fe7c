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
 * The desktop's remember-me: the server's revocable remember token (never a password), kept
 * for 24 hours in a file encrypted by the operating system's key store (Keychain, DPAPI,
 * libsecret) through Electron's safeStorage. Where the OS offers no encryption nothing is
 * written, so a token never lies on disk in the clear; the player then simply logs in again.
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
      if (!safeStorage.isEncryptionAvailable()) return false;
      const stored: StoredToken = { token, expiresAt: now() + REMEMBER_ME_HOURS * 3_600_000 };
      await writeFile(file, safeStorage.encryptString(JSON.stringify(stored)), { mode: 0o600 });
      return true;
    },
    clear,
  };
}
