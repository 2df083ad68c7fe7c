import { describe, expect, it } from 'vitest';
import { IPC_VALIDATORS } from '../../../src/shared/ipc/validators';

describe('IPC argument validators', () => {
  it('accept exactly null for the argument-less channels', () => {
    for (const channel of ['app:get-info', 'session:get-remember', 'session:clear-remember'] as const) {
      expect(IPC_VALIDATORS[channel](null)).toEqual({ ok: true, value: null });
      expect(IPC_VALIDATORS[channel]({}).ok).toBe(false);
      expect(IPC_VALIDATORS[channel](undefined).ok).toBe(false);
    }
  });

  it('accept a server-shaped remember token and nothing else', () => {
    const validate = IPC_VALIDATORS['session:set-remember'];
    expect(validate({ token: 'Ab-_0123456789xyzQ' })).toEqual({ ok: true, value: { token: 'Ab-_0123456789xyzQ' } });
    for (const bad of [
      null,
      'Ab-_0123456789xyzQ',
      { token: 'short' },
      { token: 'a'.repeat(129) },
      { token: 'has spaces in it here' },
      { token: '<script>alert(1)</script>' },
      { token: 'Ab-_0123456789xyzQ', extra: true },
      { token: 42 },
    ]) {
      expect(validate(bad).ok, JSON.stringify(bad)).toBe(false);
    }
  });
});
