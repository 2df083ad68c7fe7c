import type { Limit } from './limiter';

/**
 * Every attempt limit of the server, in one place (docs/architecture.md "Limits"). A rule's name
 * is stored in limit_counters, so renaming one forgets its live counters.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Login attempts (per account and address, per account, per address) after which a human check is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Login attempts of one account from one address after which that pair is locked for LOCK_MS. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * MINUTE;

const rule = (name: string, max: number, windowMs: number): Limit => ({ rule: name, max, windowMs });

export const RULES = {
  /** Member login per (account, address): captcha after 3 attempts, locked after 10. */
  loginPair: rule('login.pair', LOCK_AFTER_FAILURES, LOCK_MS),
  /** Member login per account from every address: only ever asks for the captcha, never locks. */
  loginAccount: rule('login.account', Number.MAX_SAFE_INTEGER, LOCK_MS),
  /** Member login per address across accounts: captcha after 3, refused after 30. */
  loginAddress: rule('login.address', 30, LOCK_MS),
  /** Operator sign-in per username and per address. */
  operatorUser: rule('operator.signin.user', 10, LOCK_MS),
  operatorAddress: rule('operator.signin.address', 10, LOCK_MS),
  /** Payment password guesses (and the login password that sets the first one) per member. */
  paymentPassword: rule('payment.password', LOCK_AFTER_FAILURES, LOCK_MS),
  /** Accounts made from one address. */
  registerIp: rule('register.ip', 5, HOUR),
  /** SMS codes requested from one address, and sent to one number (one a minute, ten a day). */
  smsIp: rule('sms.ip', 10, HOUR),
  smsNumberGap: rule('sms.number.gap', 1, MINUTE),
  smsNumberDay: rule('sms.number.day', 10, DAY),
  /** Captcha images per address. */
  captcha: rule('captcha.image', 1, SECOND),
  /** Forgot-password mails requested from one address. */
  forgotIp: rule('forgot.ip', 5, HOUR),
  /** Feedback per address and per signed-in member. */
  feedbackIp: rule('feedback.ip', 5, HOUR),
  feedbackMember: rule('feedback.member', 3, HOUR),
  /** Game launches per member (or per address for visitors). */
  launch: rule('game.launch', 30, MINUTE),
  /**
   * Realtime sign-ins (an auth frame with a token) per address: each checks a session in the
   * database, and a page reconnects a handful of times a minute at most (backoff), so 60 leaves
   * room for an office behind one address while a script cannot probe tokens at socket speed.
   */
  realtimeAuth: rule('realtime.auth', 60, MINUTE),
} as const;

/**
 * House spins per player across all house games: one per the brand's minimum spin interval. Its
 * window is a brand setting, so the limit is made per spin; the round-start statement applies it
 * in the same statement (house/queries.ts), not through `reserve`.
 */
export const HOUSE_SPIN_RULE = 'house.spin';
export const houseSpinLimit = (minIntervalMs: number): Limit => rule(HOUSE_SPIN_RULE, 1, minIntervalMs);
