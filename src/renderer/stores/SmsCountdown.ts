import { action, computed, makeObservable, observable } from 'mobx';
import { SMS_THROTTLE_MS, THIRD_PARTY_SMS_COUNTDOWN_S } from '../../shared/constants';

/**
 * The SMS button's state (spec section 4): after a send it is disabled for expiredMinutes x 60
 * seconds (60 for third-party SMS), ticking once a second, and requests are throttled to one per
 * SMS_THROTTLE_MS. One instance per form.
 */
export class SmsCountdown {
  secondsLeft = 0;
  sending = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastRequest = -Infinity;

  constructor(private readonly now: () => number = Date.now) {
    makeObservable<SmsCountdown, 'tick'>(this, {
      secondsLeft: observable,
      sending: observable,
      running: computed,
      start: action,
      tick: action,
      setSending: action,
      stop: action,
    });
  }

  get running(): boolean {
    return this.secondsLeft > 0;
  }

  /** True (and the throttle restarts) when a request may go out now. */
  claim(): boolean {
    if (this.running || this.sending) return false;
    const now = this.now();
    if (now - this.lastRequest < SMS_THROTTLE_MS) return false;
    this.lastRequest = now;
    return true;
  }

  setSending(sending: boolean): void {
    this.sending = sending;
  }

  /** Starts the countdown for a code valid `expiredMinutes`; undefined means third-party SMS. */
  start(expiredMinutes: number | undefined): void {
    this.stop();
    this.secondsLeft = expiredMinutes === undefined ? THIRD_PARTY_SMS_COUNTDOWN_S : expiredMinutes * 60;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    if (this.secondsLeft === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.secondsLeft = 0;
  }
}
