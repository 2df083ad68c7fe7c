import { ERROR_CODES } from '../../../shared/api/envelope';
import { ApiError } from '../../lib/errors';
import { FailureLimiter } from '../admin/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Login failures (per account and per IP) after which a human check is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Login failures after which the account (or the IP) is locked for LOCK_MS. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * MINUTE;

/**
 * The in-memory limits of the account calls, keyed by brand and IP (or username for unknown
 * accounts). Per process, like the operator sign-in limit: with N processes an IP gets at most N
 * times the allowance. Account locks and per-number SMS limits live in the database instead, so
 * they hold across processes.
 */
export class AuthLimits {
  /** Failed logins per IP: captcha from 3, refused from 10, within 15 minutes. */
  readonly loginIp: FailureLimiter;
  /** Failed logins per unknown username, so unknown names behave like real accounts. */
  readonly loginUnknown: FailureLimiter;
  /** Captcha images per IP: one per second. */
  readonly captcha: FailureLimiter;
  /** SMS sends per IP: 10 an hour. */
  readonly smsIp: FailureLimiter;
  /** Registrations per IP: 5 an hour. */
  readonly registerIp: FailureLimiter;
  /** Forgot-password mails per IP: 5 an hour. */
  readonly forgotIp: FailureLimiter;

  constructor(now: () => number) {
    this.loginIp = new FailureLimiter(LOCK_AFTER_FAILURES, LOCK_MS, now);
    this.loginUnknown = new FailureLimiter(LOCK_AFTER_FAILURES, LOCK_MS, now);
    this.captcha = new FailureLimiter(1, 1_000, now);
    this.smsIp = new FailureLimiter(10, HOUR, now);
    this.registerIp = new FailureLimiter(5, HOUR, now);
    this.forgotIp = new FailureLimiter(5, HOUR, now);
  }
}

/** 429 TOO_MANY_REQUESTS with the wait in the envelope and the Retry-After header. */
export function tooManyRequests(retryAfter: number, message: string): ApiError {
  return new ApiError(
    429,
    ERROR_CODES.tooManyRequests,
    message,
    null,
    { 'retry-after': String(retryAfter) },
    retryAfter,
  );
}

/** Throws 429 when the key has used up its allowance, else counts this use. */
export function spend(limiter: FailureLimiter, key: string, message: string): void {
  const wait = limiter.retryAfter(key);
  if (wait > 0) throw tooManyRequests(wait, message);
  limiter.fail(key);
}
