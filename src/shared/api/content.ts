import Type, { type Static, type TSchema } from 'typebox';
import type { Language } from '../i18n/languages';
import {
  BANNER_GROUPS,
  FEEDBACK_CONTACT_MAX_CHARS,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_QUESTION_TYPES,
  LINKAGE_TYPES,
  NOTICE_EXECUTIONS,
  NOTICE_TYPES,
  type BannerGroup,
  type FeedbackQuestionType,
  type LinkageType,
  type NoticeExecution,
  type NoticeType,
} from '../content-rules';
import { MAX_EPOCH_MS } from './bounds';
import { literalUnion } from './literal-union';

/**
 * Site content calls (issue 3; spec sections 2, 3, 7; api-contract.md 3.1, 3.4, 3.7, 8.1):
 * announcements (notices and banners), the help centre, VIP levels, feedback, the jackpot pool,
 * and the operator API that writes them (docs/api.md "Content").
 *
 * Player answers are already in one language: the request's (query `language`/`lang`, else the
 * Language header), falling back per item to the brand's default language, then English; an
 * unknown language is treated as absent, never an error. Only enabled items inside their
 * schedule (startTime <= now < endTime) are listed, ordered by `sort` then id. All HTML
 * (`content`) was sanitised when the operator wrote it; the client sanitises again on render.
 * Times are epoch milliseconds.
 */

// ---------------------------------------------------------------------------------------------
// Player calls

/**
 * GET /wps/relay/MCSFE_getListAnnouncements (no token; with a token popups of execution A/F are
 * included). `types` is a comma list of B, PL, PU, PR, H (default all); `platform` W and
 * `execution` are accepted (execution filters popups: B anonymous, A logged-in, F first login);
 * `groupName` (ours) keeps only that banner group's banners.
 */
export const AnnouncementsQuerySchema = Type.Object({
  types: Type.Optional(Type.String({ maxLength: 64 })),
  platform: Type.Optional(Type.String({ maxLength: 8 })),
  execution: Type.Optional(Type.String({ maxLength: 8 })),
  groupName: Type.Optional(Type.String({ maxLength: 32 })),
  language: Type.Optional(Type.String({ maxLength: 16 })),
});
export type AnnouncementsQuery = Static<typeof AnnouncementsQuerySchema>;

export const BannerSchema = Type.Object({
  bannerId: Type.Integer(),
  groupName: literalUnion(BANNER_GROUPS),
  title: Type.String(),
  /** Image URL (our server's /img/... path, or a brand CDN). */
  url: Type.String(),
  /** Intrinsic size of the image in px, so the client can reserve the box before it loads. */
  width: Type.Integer(),
  height: Type.Integer(),
  /** '' not clickable; ROUTE in-app path; URL external address (content-rules.ts). */
  linkageType: literalUnion(LINKAGE_TYPES),
  linkageTarget: Type.String(),
  /**
   * The call to action's label in the reader's language, plain text (the translation's
   * `content`); '' when none. With a label the client writes the title over the picture as
   * its headline, and the label as the button when the banner links somewhere.
   */
  action: Type.String(),
  sort: Type.Integer(),
});
export type Banner = Static<typeof BannerSchema> & { groupName: BannerGroup; linkageType: LinkageType };

export const NoticeSchema = Type.Object({
  id: Type.Integer(),
  type: literalUnion(NOTICE_TYPES),
  title: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
  /** Optional image (popup / promotion notices); '' when none. */
  imageUrl: Type.String(),
  /** Publication time: the schedule start, else the creation time. */
  timestamp: Type.Integer(),
  /** End of the schedule, null when open-ended. */
  endTime: Type.Union([Type.Integer(), Type.Null()]),
  /** Popups: A logged-in, B anonymous, F first login only; B for other types. */
  execution: literalUnion(NOTICE_EXECUTIONS),
  /** Promotion notices: the promotion's type code when it links one, else ''. */
  promotionType: Type.String(),
  sort: Type.Integer(),
  /**
   * Ours, on headline and popup notices for a signed-in real account only: the member has seen
   * this version of the notice (PUT /wps/announcements/seen), so the News popup leaves it out.
   */
  seen: Type.Optional(Type.Boolean()),
});
export type Notice = Static<typeof NoticeSchema> & { type: NoticeType; execution: NoticeExecution };

/** The announcement call's value (api-contract 3.4): arrays are empty for types not asked for. */
export const AnnouncementsSchema = Type.Object({
  banners: Type.Array(BannerSchema),
  /** PL: marquee notices (notice bar, /noticePage). */
  player: Type.Array(NoticeSchema),
  /** PU: popups. */
  popup: Type.Array(NoticeSchema),
  /** PR: promotion notices. */
  promotion: Type.Array(NoticeSchema),
  /** H: headline notices for the first-visit News popup (members: flagged `seen` by the server). */
  headline: Type.Array(NoticeSchema),
});
export type Announcements = Static<typeof AnnouncementsSchema>;

/** PUT /wps/announcements/seen (ours): the News popup's notices (H, PU) the member was shown. */
export const NoticesSeenBodySchema = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 50 }),
});
export type NoticesSeenBody = Static<typeof NoticesSeenBodySchema>;

/** GET /wps/system/helpCenter: `lang` (the original's name) or `language`; `device` WEB ignored. */
export const HelpCenterQuerySchema = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 16 })),
  language: Type.Optional(Type.String({ maxLength: 16 })),
  device: Type.Optional(Type.String({ maxLength: 16 })),
});
export type HelpCenterQuery = Static<typeof HelpCenterQuerySchema>;

export const HelpItemSchema = Type.Object({
  id: Type.Integer(),
  /** Anchor of the item on /help (#<tag>); 'agent', 'term' and 'about' have meaning (content-rules.ts). */
  tag: Type.String(),
  title: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
  sort: Type.Integer(),
});
export type HelpItem = Static<typeof HelpItemSchema>;
export const HelpCenterSchema = Type.Array(HelpItemSchema);

/** GET /wps/system/vipLevels (ours): `language` optional. */
export const VipQuerySchema = Type.Object({ language: Type.Optional(Type.String({ maxLength: 16 })) });

/**
 * A VIP level's benefits. Money fields are JSON numbers with at most 2 decimals (docs/api.md
 * "Money"); `rebatePercent` is a decimal string such as "0.80"; labels are the client's
 * (vip_<field> keys), the values the server's.
 */
export const VipBenefitsSchema = Type.Object({
  /** Total deposits needed to reach the level. */
  depositRequirement: Type.Number(),
  /** Valid turnover needed to reach the level. */
  turnoverRequirement: Type.Number(),
  upgradeBonus: Type.Number(),
  birthdayBonus: Type.Number(),
  monthlyBonus: Type.Number(),
  rebatePercent: Type.String(),
  dailyWithdrawals: Type.Integer(),
  dailyWithdrawalLimit: Type.Number(),
});
export type VipBenefits = Static<typeof VipBenefitsSchema>;

export const VipLevelSchema = Type.Object({
  id: Type.Integer(),
  /** Rank level 1..n (clubLabel.rankLevel); above 4 uses the VIP service channel. */
  level: Type.Integer(),
  /** Translated level name, e.g. "VIP 1". */
  name: Type.String(),
  /** Sanitised HTML describing the level's extras. */
  content: Type.String(),
  /** Badge image, '' when none. */
  imageUrl: Type.String(),
  benefits: VipBenefitsSchema,
});
export type VipLevel = Static<typeof VipLevelSchema>;
export const VipLevelsSchema = Type.Object({ levels: Type.Array(VipLevelSchema) });
export type VipLevels = Static<typeof VipLevelsSchema>;

/** GET /wps/feedback (ours): the form's rules, the same numbers the PUT enforces. */
export const FeedbackRulesSchema = Type.Object({
  questionTypes: Type.Array(literalUnion(FEEDBACK_QUESTION_TYPES)),
  minWords: Type.Integer(),
  maxWords: Type.Integer(),
  maxChars: Type.Integer(),
  contactMaxChars: Type.Integer(),
});
export type FeedbackRules = Static<typeof FeedbackRulesSchema>;

/**
 * PUT /wps/feedback (mod FEEDBACK3; token optional: a signed-in member is recorded). `content`
 * must have minWords..maxWords words (countWords in content-rules.ts); contact optional.
 * Errors: 400 feedback.words (value {min, max, words}), 400 request_param_err, 429 TOO_MANY_REQUESTS.
 */
export const FeedbackBodySchema = Type.Object({
  questionType: literalUnion(FEEDBACK_QUESTION_TYPES),
  content: Type.String({ maxLength: FEEDBACK_MAX_CHARS }),
  contact: Type.Optional(Type.String({ maxLength: FEEDBACK_CONTACT_MAX_CHARS })),
});
export type FeedbackBody = Static<typeof FeedbackBodySchema> & { questionType: FeedbackQuestionType };
export const FeedbackResultSchema = Type.Object({ id: Type.Integer() });
export type FeedbackResult = Static<typeof FeedbackResultSchema>;

/**
 * GET /wps/relay/VIS_getJackpot (mod COMM3, no token): the brand's jackpot pool as kept by the
 * ledger (sum of the pool account's shards), not a clock-derived number.
 */
export const JackpotSchema = Type.Object({
  /** Pool amount, JSON number with at most 2 decimals. */
  amount: Type.Number(),
  currency: Type.String(),
  /** When the server read the figure (epoch ms). */
  readAt: Type.Integer(),
});
export type Jackpot = Static<typeof JackpotSchema>;

// ---------------------------------------------------------------------------------------------
// Operator API: /admin/api/content/:merchant/... (Bearer; role operator or admin)

export const CONTENT_KINDS = ['banners', 'notices', 'help', 'vip'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One language's text of an item. `content` is HTML, sanitised on write. */
export const TranslationSchema = Type.Object({
  title: Type.String({ maxLength: 200 }),
  content: Type.String({ maxLength: 50_000 }),
  /** An image of ours (/img/content/...) or an https URL; '' when none. */
  imageUrl: Type.String({ maxLength: 500 }),
});
export type Translation = Static<typeof TranslationSchema>;

/**
 * Translations keyed by language code (ty, en, cn, id, th, vi). Unknown keys are refused with
 * 400 content.language (the operator API is strict; only player calls fall back silently).
 */
export const TranslationsSchema = Type.Record(Type.String(), TranslationSchema);
export type Translations = Partial<Record<Language, Translation>>;

const common = {
  enabled: Type.Boolean(),
  sort: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  /** Schedule (epoch ms); null = no bound. endTime must be after startTime (content.schedule). */
  startTime: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS }), Type.Null()]),
  endTime: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS }), Type.Null()]),
  translations: TranslationsSchema,
};

export const BannerInputSchema = Type.Object({
  ...common,
  groupName: literalUnion(BANNER_GROUPS),
  linkageType: literalUnion(LINKAGE_TYPES),
  linkageTarget: Type.String({ maxLength: 500 }),
});
export const NoticeInputSchema = Type.Object({
  ...common,
  type: literalUnion(NOTICE_TYPES),
  execution: literalUnion(NOTICE_EXECUTIONS),
  promotionType: Type.String({ maxLength: 32 }),
});
export const HelpInputSchema = Type.Object({
  ...common,
  tag: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,31}$' }),
});
/** Money fields accept a number or a decimal string ("12.50"), as the wallet calls do. */
const MoneyInput = Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);
export const VipInputSchema = Type.Object({
  ...common,
  level: Type.Integer({ minimum: 0, maximum: 99 }),
  benefits: Type.Object({
    depositRequirement: MoneyInput,
    turnoverRequirement: MoneyInput,
    upgradeBonus: MoneyInput,
    birthdayBonus: MoneyInput,
    monthlyBonus: MoneyInput,
    rebatePercent: Type.String({ pattern: '^\\d{1,2}(\\.\\d{1,2})?$' }),
    dailyWithdrawals: Type.Integer({ minimum: 0, maximum: 1000 }),
    dailyWithdrawalLimit: MoneyInput,
  }),
});
export type BannerInput = Static<typeof BannerInputSchema>;
export type NoticeInput = Static<typeof NoticeInputSchema>;
export type HelpInput = Static<typeof HelpInputSchema>;
export type VipInput = Static<typeof VipInputSchema>;

/** What the operator API answers for any item: the stored row with every translation. */
const adminItem = <T extends TSchema>(fields: T) =>
  Type.Intersect([
    Type.Object({
      id: Type.Integer(),
      enabled: Type.Boolean(),
      sort: Type.Integer(),
      startTime: Type.Union([Type.Integer(), Type.Null()]),
      endTime: Type.Union([Type.Integer(), Type.Null()]),
      translations: TranslationsSchema,
      updatedAt: Type.Integer(),
    }),
    fields,
  ]);
/** Kind-specific fields of an operator item (the same names as in the input). */
export const AdminContentItemSchema = adminItem(
  Type.Object({
    kind: literalUnion(CONTENT_KINDS),
    groupName: Type.Optional(Type.String()),
    linkageType: Type.Optional(Type.String()),
    linkageTarget: Type.Optional(Type.String()),
    type: Type.Optional(Type.String()),
    execution: Type.Optional(Type.String()),
    promotionType: Type.Optional(Type.String()),
    tag: Type.Optional(Type.String()),
    level: Type.Optional(Type.Integer()),
    benefits: Type.Optional(VipBenefitsSchema),
  }),
);
export type AdminContentItem = Static<typeof AdminContentItemSchema>;
export const AdminContentListSchema = Type.Array(AdminContentItemSchema);

export const ContentParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
});
export const ContentItemParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.Integer({ minimum: 1 }),
});
/** PUT .../:kind/order: the ids in their new order (sort becomes 10, 20, 30 ...). */
export const ContentOrderSchema = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
});
/** PUT .../:kind/:id/enabled. */
export const ContentEnabledSchema = Type.Object({ enabled: Type.Boolean() });
/** PUT .../:kind/:id/schedule. */
export const ContentScheduleSchema = Type.Object({ startTime: common.startTime, endTime: common.endTime });

/** POST /admin/api/content/:merchant/images (raw image body): a public, content-addressed image. */
export const ContentImageSchema = Type.Object({
  url: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  sha256: Type.String(),
});
export type ContentImage = Static<typeof ContentImageSchema>;
