import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRememberStore, REMEMBER_FILE } from '../../../../src/main/session/remember-store';
import { fakeSafeStorage } from '../fake-electron';

const TOKEN = 'rememberToken_0123456789';
const DAY_MS = 24 * 3_600_000;

describe('desktop remember-me store', () => {
  let dir: string;
  let clock: number;
  const now = () => clock;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'remember-'));
    clock = Date.UTC(2026, 10, 23, 8, 0, 0);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the token encrypted on disk, readable only by the OS key, owner-only', async () => {
    const store = createRememberStore(fakeSafeStorage(), dir, now);
    expect(await store.set(TOKEN)).toBe(true);
    const file = join(dir, REMEMBER_FILE);
    expect(readFileSync(file, 'utf8')).not.toContain(TOKEN);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await store.get()).toBe(TOKEN);
  });

  it('forgets the token after 24 hours and deletes the file', async () => {
    const store = createRememberStore(fakeSafeStorage(), dir, now);
    await store.set(TOKEN);
    clock += DAY_MS - 1;
    expect(await store.get()).toBe(TOKEN);
    clock += 1;
    expect(await store.get()).toBeNull();
    expect(() => statSync(join(dir, REMEMBER_FILE))).toThrow();
  });

  it('writes nothing when the OS offers no encryption', async () => {
    const store = createRememberStore(fakeSafeStorage(false), dir, now);
    expect(await store.set(TOKEN)).toBe(false);
    expect(() => statSync(join(dir, REMEMBER_FILE))).toThrow();
    expect(await store.get()).toBeNull();
  });

  it('keeps the token on Linux when a keyring encrypts it', async () => {
    const store = createRememberStore(fakeSafeStorage(true, 'gnome_libsecret'), dir, now);
    expect(await store.set(TOKEN)).toBe(true);
    expect(await store.get()).toBe(TOKEN);
  });

  it.each(['basic_text', 'unknown'])(
    'treats the Linux backend %s (no OS key) as no encryption: stores nothing',
    async (backend) => {
      const store = createRememberStore(fakeSafeStorage(true, backend), dir, now);
      expect(await store.set(TOKEN)).toBe(false);
      expect(() => statSync(join(dir, REMEMBER_FILE))).toThrow();
      expect(await store.get()).toBeNull();
    },
  );

  it('neither reads nor keeps a token file once only the built-in key is left', async () => {
    await createRememberStore(fakeSafeStorage(true, 'gnome_libsecret'), dir, now).set(TOKEN);
    const fallback = createRememberStore(fakeSafeStorage(true, 'basic_text'), dir, now);
    expect(await fallback.get()).toBeNull();
    expect(() => statSync(join(dir, REMEMBER_FILE))).toThrow();
  });

  it('answers null for a damaged or foreign file, and clear removes it', async () => {
    writeFileSync(join(dir, REMEMBER_FILE), 'plain text someone put here');
    const store = createRememberStore(fakeSafeStorage(), dir, now);
    expect(await store.get()).toBeNull();
    await store.set(TOKEN);
    await store.clear();
    expect(await store.get()).toBeNull();
  });
});
