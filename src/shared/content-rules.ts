/**
 * Content rules the browser needs at run time (issue 3): banner groups by path, the feedback
 * form's limits and word counting, content-image rules. Typebox-free so the client can import
 * the values; src/shared/api/content.ts holds the call shapes.
 */

/** Banner groups (spec section 2): a page shows the banners of its path's group. */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_elott',
  'w_cockfight',
  'w_promotions',
  'w_pointMall',
  'w_help',
  'w_register',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** The banner group of a route path ('/' and '/home' are home); undefined: the page has no banners. */
export function bannerGroupOf(pathname: string): BannerGroup | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || first === 'home' || first === 'index.html') return 'w_home';
  if (first === 'register' || first === 'register.html') return 'w_register';
  const group = `w_${first}`;
  return (BANNER_GROUPS as readonly string[]).includes(group) ? (group as BannerGroup) : undefined;
}

/**
 * What a click on a banner does. '' = not clickable; ROUTE = an in-app path such as
 * '/promoDetail?id=3' (same tab); URL = an absolute http(s) address (new tab).
 */
export const LINKAGE_TYPES = ['', 'ROUTE', 'URL'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/**
 * Notice types of the announcement call (spec section 9). B banner, PL player (marquee) notice,
 * PU popup, PR promotion, H headline: the HTML notices of the first-visit "News" popup. AG (ours,
 * issue 18): agent-only notices, never in the site's announcement call, read by agents through
 * GET /wps/agent/announcements.
 */
export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H', 'AG'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Popup audience (api-contract 3.4): A logged-in, B anonymous, F first login only. */
export const NOTICE_EXECUTIONS = ['A', 'B', 'F'] as const;
export type NoticeExecution = (typeof NOTICE_EXECUTIONS)[number];

/** Help items with these tags drive the client: agent -> affiliate link and #agent, term -> #term. */
export const HELP_TAGS = { agent: 'agent', term: 'term', about: 'about' } as const;

/** Feedback question types (the i18n of the original: feedback_type_<type>). */
export const FEEDBACK_QUESTION_TYPES = [
  'deposit',
  'withdrawal',
  'game',
  'customer_service',
  'application',
  'other',
] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** Feedback content must have {0} to {1} words (spec section 5); the server enforces the same. */
export const FEEDBACK_WORDS = { min: 5, max: 300 } as const;
/** Hard character cap, whatever the word count. */
export const FEEDBACK_MAX_CHARS = 3000;
export const FEEDBACK_CONTACT_MAX_CHARS = 100;

/**
 * Words in a text, counted the same way in browser and server: Intl.Segmenter word segments,
 * so Chinese and Thai (no spaces) count words, not characters or whole lines.
 */
export function countWords(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return words;
}

/** Content images (operator uploads, public): type from the bytes, not the name. */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ContentImageMime = (typeof CONTENT_IMAGE_TYPES)[number];
/** Public path of stored content images: /img/content/<sha256>.<png|jpg|webp>. */
export const CONTENT_IMAGE_PREFIX = '/img/content/';
/** Banner artwork size (px): every banner image has these intrinsic dimensions (the client reserves the box). */
export const BANNER_SIZE = { width: 1920, height: 480 } as const;
