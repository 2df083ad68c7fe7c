import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DomainRoute, RegisterSettings, Resource, WhitelabelNode } from '../../shared/api/system';

/**
 * The database schema, shared by PGlite and PostgreSQL. drizzle-kit generates the SQL
 * migrations in ./migrations from this file (npm run db:generate); never edit applied ones.
 */

/** A customer-service entry as stored: the URL is plain and only encrypted when served. */
export interface StoredCustomerService {
  csType: string;
  csPosition: string;
  url: string;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Per-brand account settings (issue 4). Secrets of third-party services live here because
 * they are per brand; the operator view never shows them.
 */
export interface AuthSettings {
  /** Days after which a password counts as expired; 0 never expires. */
  passwordExpiryDays: number;
  /** How long an SMS code stays valid (the client's resend countdown is this x 60 s). */
  smsCodeMinutes: number;
  geetest: { captchaId: string; captchaKey: string };
  firebase: { projectId: string; apiKey: string; publicKeys: Record<string, string> };
  social: Partial<Record<'google' | 'facebook', { clientId: string; clientSecret: string; issuer?: string }>>;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  passwordExpiryDays: 90,
  smsCodeMinutes: 5,
  geetest: { captchaId: '', captchaKey: '' },
  firebase: { projectId: '', apiKey: '', publicKeys: {} },
  social: {},
};

/** One brand (merchant): its identity, switches and the start-up configuration it serves. */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantCode: text('merchant_code').notNull().unique(),
  name: text('name').notNull(),
  currencySymbol: text('currency_symbol').notNull().default('P'),
  lotteryType: text('lottery_type').notNull().default('SEA'),
  platform: text('platform').notNull().default('web'),
  device: text('device').notNull().default('WEB'),
  defaultLanguage: text('default_language').notNull().default('ty'),
  minimumAge: integer('minimum_age').notNull().default(21),
  loginedToHomePage: boolean('logined_to_home_page').notNull().default(false),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceEndAt: timestamp('maintenance_end_at', { withTimezone: true }),
  /** ISO 3166 alpha-2 codes, upper case. */
  blockedCountries: text('blocked_countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Exact IPs or CIDR ranges that pass the country block. */
  allowedIps: text('allowed_ips')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  whitelabel: jsonb('whitelabel').$type<WhitelabelNode[]>().notNull().default([]),
  registerSettings: jsonb('register_settings').$type<RegisterSettings>().notNull().default({}),
  resources: jsonb('resources').$type<Resource[]>().notNull().default([]),
  customerService: jsonb('customer_service').$type<StoredCustomerService[]>().notNull().default([]),
  analytics: jsonb('analytics').$type<{ gtagId: string }>().notNull().default({ gtagId: '' }),
  domainRoutes: jsonb('domain_routes').$type<DomainRoute[]>().notNull().default([]),
  mainDomain: text('main_domain').notNull().default(''),
  imageCdns: text('image_cdns')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  launchCdns: text('launch_cdns')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isDefault: boolean('is_default').notNull().default(false),
  authSettings: jsonb('auth_settings').$type<AuthSettings>().notNull().default(DEFAULT_AUTH_SETTINGS),
  ...timestamps,
});
export type BrandRow = typeof brands.$inferSelect;

/** Back-office accounts that run the CLI-equivalent operations over the operator API. */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'operator'] })
    .notNull()
    .default('operator'),
  disabled: boolean('disabled').notNull().default(false),
  ...timestamps,
});
export type OperatorRow = typeof operators.$inferSelect;

/** Operator API sessions; only the SHA-256 of the bearer token is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revoked: boolean('revoked').notNull().default(false),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** Append-only record of every operator write (API and CLI). */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Operator username, or 'cli' for the command line. */
    operator: text('operator').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_audit_at_idx').on(table.at)],
);

/**
 * Players, agents and trial accounts of a brand. Type (isAgent): 0 member; 1, 2, 41, 42 agents;
 * 4 trial. Usernames are unique per brand ignoring case; mobiles (E.164) unique per brand.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    username: text('username').notNull(),
    /** argon2id PHC string; null for trial accounts, which have no password. */
    passwordHash: text('password_hash'),
    type: integer('type').notNull().default(0),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default('0'),
    email: text('email'),
    /** E.164, e.g. +639171234567. */
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    payeeName: text('payee_name'),
    /** Registration fields kept as given (qqNum, line, whatsapp, ...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** Invitation code of an agent, unique per brand. */
    affiliateCode: text('affiliate_code'),
    uplineId: integer('upline_id'),
    referralCode: text('referral_code'),
    recommenderId: text('recommender_id'),
    registerIp: text('register_ip'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A mailed temporary password (forgot by e-mail); the old one works until this is used. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('members_brand_username_key').on(table.brandId, sql`lower(${table.username})`),
    uniqueIndex('members_brand_mobile_key')
      .on(table.brandId, table.mobile)
      .where(sql`${table.mobile} is not null`),
    uniqueIndex('members_brand_affiliate_key')
      .on(table.brandId, table.affiliateCode)
      .where(sql`${table.affiliateCode} is not null`),
  ],
);
export type MemberRow = typeof members.$inferSelect;

/** Member sessions; only the SHA-256 of the token is stored. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId)],
);

/** Remember-me tokens (24 h, hashed, revocable, rotated on every use). */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('remember_tokens_member_idx').on(table.memberId)],
);

/** Append-only record of account events: logins and failures, locks, logouts, password changes, registrations. */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id'),
    username: text('username').notNull(),
    event: text('event').notNull(),
    ip: text('ip'),
    device: text('device'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_audit_member_idx').on(table.memberId, table.at)],
);

/** SMS verification codes, hashed; single use, limited attempts. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('sms_codes_mobile_idx').on(table.brandId, table.mobile, table.createdAt)],
);

/** The default SMS provider: messages wait here for the operator (API and CLI). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_brand_idx').on(table.brandId, table.id)],
);

/** The default mail sender: messages wait here for the operator. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_brand_idx').on(table.brandId, table.id)],
);

/** Built-in captchas: hashed answer, 2-minute expiry, single use. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** RSA keys of the payload encryption, shared by every server process (hex strings). */
export const rsaKeys = pgTable('rsa_keys', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  modulus: text('modulus').notNull().unique(),
  privateExponent: text('private_exponent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A member's account at a social provider. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_identities_subject_key').on(table.brandId, table.provider, table.subject)],
);

/** A social login in progress: state, nonce and PKCE verifier until the callback. */
export const socialStates = pgTable('social_states', {
  state: text('state').primaryKey(),
  brandId: integer('brand_id').notNull(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One-time codes the callback hands to the page, traded for a session (hashed, short-lived). */
export const socialCodes = pgTable('social_codes', {
  codeHash: text('code_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
