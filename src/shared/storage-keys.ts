/** Browser storage keys exactly as the spec lists them (section 3). */
export const SESSION_KEYS = {
  token: 'token',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  account: 'account',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
} as const;

export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  /** Prefix of a member's lottery favourites (node ids, JSON), one key per username (spec section 3). */
  lotteryFavorites: 'lotteryFavorites:',
} as const;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
