import { describe, expect, it } from 'vitest';
import { LOCKED_DOWN_PREFERENCES, remotePagePreferences } from '../../../../src/main/security/web-preferences';

describe('remotePagePreferences', () => {
  it('locks a remote page down like the app page, in its own partition, without preload', () => {
    const prefs = remotePagePreferences('game-1');
    expect(prefs).toEqual({ ...LOCKED_DOWN_PREFERENCES, partition: 'game-1' });
    expect(prefs).not.toHaveProperty('preload');
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
  });

  it('refuses a persistent partition, so nothing a remote page stores reaches the disk', () => {
    expect(() => remotePagePreferences('persist:game-1')).toThrow('in-memory partitions only');
  });

  it('is frozen, so no caller can loosen the shared defaults', () => {
    expect(Object.isFrozen(LOCKED_DOWN_PREFERENCES)).toBe(true);
  });
});
