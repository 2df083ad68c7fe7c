/**
 * Business constants and limits from product-spec.md section 9.
 * Every runtime reads them from here so a rule is written once.
 */

/** Lazy chunk load timeout before the retry message shows. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BANNER_AUTOPLAY_MS = 5_000;
/** Drop-downs and the login country select close this long after blur. */
export const BLUR_CLOSE_DELAY_MS = 200;
export const JACKPOT_STEP = { amount: 165.11, everyMs: 3_000 } as const;
export const CLOCK_TICK_MS = 1_000;
/** Captcha refresh and SMS requests are throttled to one per second. */
export const CAPTCHA_REFRESH_MS = 1_000;
export const SMS_THROTTLE_MS = 1_000;
/** Countdown after a third-party SMS send; platform SMS uses expiredMinutes x 60 s. */
export const THIRD_PARTY_SMS_COUNTDOWN_S = 60;
export const PAGE_SIZE = 15;
/** Carousels show arrows only when they hold more items than this. */
export const CAROUSEL_ARROWS_ABOVE = 7;
export const VENDORS_PER_NAV_DROPDOWN = 30;
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
/** The platform numbers weekdays Sunday 1 through Saturday 7. */
export const WEEKDAY_NUMBERS = {
  sunday: 1,
  monday: 2,
  tuesday: 3,
  wednesday: 4,
  thursday: 5,
  friday: 6,
  saturday: 7,
} as const;
export const LOTTERY_REFRESH = { capMs: 30_000, whenDueMs: 7_000 } as const;
/** Members whose club rank level is above this use the VIP customer-service channel. */
export const VIP_RANK_LEVEL_ABOVE = 4;
export const REMEMBER_ME_HOURS = 24;
export const DEFAULT_CLIENT_TYPE = 3;
export const LAZY_IMAGE = { cache: 200, retries: 1, preloadRatio: 1.3, throttleMs: 200 } as const;
export const INFINITE_SCROLL = { throttleMs: 200, distance: 0 } as const;
export const DEFAULT_CURRENCY_SYMBOL = 'P';
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  maxImages: 3,
  types: ['image/png', 'image/jpeg'],
  remarkMaxChars: 140,
} as const;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const DEFAULT_ANNOUNCEMENT_EXECUTION = 'B';
export const COCKFIGHT_VENDORS = ['DS88', 'DIG', 'WS168'] as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
/** Member types (isAgent) that may open the agent (account) centre. */
export const AGENT_CENTRE_ROLES = [1, 2, 41, 42] as const;
/** Member types that count as agents in the session. */
export const AGENT_ROLES = [1, 2, 4, 41, 42] as const;
/** Member type of a trial (free-play) account. */
export const TRIAL_ROLE = 4;
export const DEVICES = { web: 'WEB', short: 'W' } as const;
/** Customer-service popup sizes: live chat and the VIP channel. */
export const CS_WINDOW = { liveChat: { width: 440, height: 500 }, vip: { width: 440, height: 750 } } as const;
export const DEFAULT_MEMBER_LABEL_COLOR = '#ABABAB';
/** Default minimum age shown in marketing and registration; each brand may set its own. */
export const DEFAULT_MINIMUM_AGE = 21;
