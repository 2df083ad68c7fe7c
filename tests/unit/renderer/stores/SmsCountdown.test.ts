import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCountdown } from '../../../../src/renderer/stores/SmsCountdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SmsCountdown', () => {
  it('counts expiredMinutes x 60 seconds down once a second and re-enables at 0', () => {
    const countdown = new SmsCountdown();
    countdown.start(2);
    expect(countdown.secondsLeft).toBe(120);
    expect(countdown.running).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(countdown.secondsLeft).toBe(119);
    vi.advanceTimersByTime(119_000);
    expect(countdown.secondsLeft).toBe(0);
    expect(countdown.running).toBe(false);
  });

  it('uses 60 seconds for third-party SMS', () => {
    const countdown = new SmsCountdown();
    countdown.start(undefined);
    expect(countdown.secondsLeft).toBe(60);
    countdown.stop();
  });

  it('lets one request through per second, and none while counting down', () => {
    let now = 10_000;
    const countdown = new SmsCountdown(() => now);
    expect(countdown.claim()).toBe(true);
    now += 999;
    expect(countdown.claim()).toBe(false);
    now += 1;
    expect(countdown.claim()).toBe(true);
    countdown.start(1);
    now += 5_000;
    expect(countdown.claim()).toBe(false);
    countdown.stop();
  });
});
