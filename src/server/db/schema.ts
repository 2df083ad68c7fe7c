import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '../../shared/api/admin';
import type { StoredCashierSettings } from '../modules/cashier/settings';
import type { StoredHouseSettings } from '../modules/house/settings';
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

/** A vendor whose games run on their own wallet: the player moves money in and out of it (transfer mode). */
export interface TransferVendor {
  /** The wallet's id in the balance call (`balance[].accountTypeId`); 0 is the main wallet. */
  accountTypeId: number;
  vendorCode: string;
  name: string;
}

/** Per-brand wallet settings (issue 5). */
export interface WalletSettings {
  /** Single-wallet mode (GCS_merchantWallet isSingle): every game plays on the main wallet, no transfers. */
  isSingle: boolean;
  transferVendors: TransferVendor[];
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  isSingle: false,
  transferVendors: [
    { accountTypeId: 1, vendorCode: 'SPORTS1', name: 'Sports' },
    { accountTypeId: 2, vendorCode: 'LIVE1', name: 'Live casino' },
  ],
};

/** One brand (merchant): its identity, switches and the start-up configuration it serves. */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantCode: text('merchant_code').notNull().unique(),
  name: text('name').notNull(),
  currencySymbol: text('currency_symbol').notNull().default('P'),
  /** ISO 4217 code of the brand's wallets; amounts are integer minor units (centavos for PHP). */
  currency: text('currency').notNull().default('PHP'),
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
  walletSettings: jsonb('wallet_settings').$type<WalletSettings>().notNull().default(DEFAULT_WALLET_SETTINGS),
  /** Only what differs from DEFAULT_CASHIER_SETTINGS (modules/cashier/settings.ts). */
  cashierSettings: jsonb('cashier_settings').$type<StoredCashierSettings>().notNull().default({}),
  /** House games per jurisdiction (spin interval, autoplay, jackpot); only what differs from DEFAULT_HOUSE_SETTINGS (modules/house/settings.ts). */
  houseSettings: jsonb('house_settings').$type<StoredHouseSettings>().notNull().default({}),
  /** The lottery's risk settings (modules/lottery/settings.ts), merged over its defaults. */
  lotterySettings: jsonb('lottery_settings').$type<Record<string, number>>().notNull().default({}),
  /** IANA zone of the brand's business day: reports, wage periods and daily summaries cut days here. */
  timeZone: text('time_zone').notNull().default('Asia/Manila'),
  ...timestamps,
});
export type BrandRow = typeof brands.$inferSelect;

/** Back-office accounts that run the CLI-equivalent operations over the operator API. */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: OPERATOR_ROLES }).notNull().default('operator'),
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
    /**
     * The idle end: last_seen_at plus SESSION_IDLE_MINUTES, written with last_seen_at. Kept on the
     * row so the database alone decides whether a game token's platform session is alive.
     */
    idleUntil: timestamp('idle_until', { withTimezone: true }).notNull(),
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

/*
 * The ledger (issue 5). Money is integer minor units in bigint columns, never floats. Every
 * balance change is one ledger transaction whose postings sum to zero per currency; a balance
 * changes only through a guarded single-statement UPDATE inside the same database transaction
 * that writes the postings (modules/wallet/ledger.ts). Transactions and postings are
 * append-only (triggers in migration 0005): a correction is a new compensating transaction.
 */

/** What a ledger account holds. The player kinds belong to a member and can never go below zero. */
export const LEDGER_ACCOUNT_KINDS = [
  'player_main',
  'player_vendor',
  'player_held',
  'house',
  'bonus',
  'payment_clearing',
  // The brand's jackpot pool (issue 3 shows it on /rng, issue 7 feeds it from bets).
  'jackpot_pool',
  // The platform's side of agent wages, salaries and dividends (issue 18, modules/agents/wages).
  'agent_expense',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export const PLAYER_ACCOUNT_KINDS = ['player_main', 'player_vendor', 'player_held'] as const;

/** The business event a ledger transaction records. */
export const LEDGER_TRANSACTION_KINDS = [
  'transfer',
  'agent_transfer',
  'adjustment',
  'bet',
  'win',
  'rollback',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  // House-internal jackpot moves (issue 7): a share of each house-slot stake into the pool, a hit out of it.
  'jackpot',
  // A wage, salary or dividend paid to an agent (issue 18, modules/agents/wages).
  'agent_wage',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One balance per brand, kind, owner, vendor, shard and currency. House, bonus and clearing
 * accounts exist as several shards so concurrent postings do not queue on one row lock
 * (docs/architecture.md, Money); their balance is the sum of the shards.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** The owner of a player account; null for the brand's own accounts. */
    memberId: integer('member_id').references(() => members.id),
    /** The vendor of a player_vendor wallet (transfer-mode vendors); '' otherwise. */
    vendorCode: text('vendor_code').notNull().default(''),
    shard: smallint('shard').notNull().default(0),
    currency: text('currency').notNull(),
    /** Minor units. Changed only by the ledger's guarded UPDATE; always the sum of the account's postings. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_key').on(
      table.brandId,
      table.kind,
      sql`coalesce(${table.memberId}, 0)`,
      table.vendorCode,
      table.shard,
      table.currency,
    ),
    index('ledger_accounts_member_idx').on(table.memberId),
    check('ledger_accounts_kind_check', sql`${table.kind} in (${sqlList(LEDGER_ACCOUNT_KINDS)})`),
    // The last line of defence behind the guarded UPDATE: a player balance below zero aborts the transaction.
    check(
      'ledger_accounts_player_balance_check',
      sql`${table.kind} not in (${sqlList(PLAYER_ACCOUNT_KINDS)}) or ${table.balance} >= 0`,
    ),
    // The ledger's ceilings (issue 17, modules/wallet/bounds.ts; migration 0025).
    check(
      'ledger_accounts_player_balance_ceiling_check',
      sql`${table.kind} not in (${sqlList(PLAYER_ACCOUNT_KINDS)}) or ${table.balance} <= 10000000000000`,
    ),
    check(
      'ledger_accounts_balance_ceiling_check',
      sql`${table.balance} between -1000000000000000 and 1000000000000000`,
    ),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.kind} in (${sqlList(PLAYER_ACCOUNT_KINDS)})) = (${table.memberId} is not null)`,
    ),
    check('ledger_accounts_vendor_check', sql`(${table.kind} = 'player_vendor') = (${table.vendorCode} <> '')`),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * One business event. The idempotency key is unique per brand (callers namespace it, e.g. by
 * member); request_hash is the SHA-256 of the request that created it, so a replay with the same
 * key and the same body gets the original answer and a different body is refused.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The compensated transaction, for corrections (never an update of the original). */
    reversesId: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => ledgerTransactions.id),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(table.brandId, table.idempotencyKey),
    index('ledger_transactions_reverses_idx')
      .on(table.reversesId)
      .where(sql`${table.reversesId} is not null`),
    check('ledger_transactions_kind_check', sql`${table.kind} in (${sqlList(LEDGER_TRANSACTION_KINDS)})`),
  ],
);
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/** One leg of a transaction: a signed amount on one account and that account's balance right after it. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The balance the guarded UPDATE returned; lets a replay answer exactly what the first call did. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    index('ledger_postings_account_idx').on(table.accountId, table.id),
    index('ledger_postings_transaction_idx').on(table.transactionId),
    check('ledger_postings_amount_check', sql`${table.amount} <> 0`),
    check('ledger_postings_amount_ceiling_check', sql`${table.amount} between -10000000000000 and 10000000000000`),
  ],
);
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Game catalogue (issue 6). Vendors and games belong to a brand so each brand enables, orders and
// prices its own lobby; game types are global codes with a per-brand switch (jurisdictions turn
// whole types off) and order.

export const WALLET_MODES = ['seamless', 'transfer'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** The platform's game type codes (RNG, LIVE, ...) and their default lobby order. */
export const gameTypes = pgTable('game_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A brand's switch and order for one game type; a type without a row is off for that brand. */
export const brandGameTypes = pgTable(
  'brand_game_types',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    gameType: text('game_type')
      .notNull()
      .references(() => gameTypes.code),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('brand_game_types_key').on(table.brandId, table.gameType)],
);

/** A game vendor of a brand (the contract's "vassalage"). */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vassalage: text('vassalage').notNull(),
    displayName: text('display_name').notNull(),
    gameType: text('game_type')
      .notNull()
      .references(() => gameTypes.code),
    isHot: boolean('is_hot').notNull().default(false),
    accountTypeId: integer('account_type_id').notNull().default(0),
    accountTypeName: text('account_type_name').notNull().default(''),
    walletMode: text('wallet_mode', { enum: WALLET_MODES }).notNull().default('seamless'),
    /** `VASSALAGE` when the lobby opens the vendor's own popup list instead of games. */
    isGame: text('is_game').notNull().default('GAME'),
    largeIcon: text('large_icon').notNull().default(''),
    smallIcon: text('small_icon').notNull().default(''),
    h5Icon: text('h5_icon').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * The VendorAdapter kind that launches this vendor's games (modules/games/vendor-registry.ts):
     * 'house' for our own games, 'redirect' for a third party reached by a signed launch URL. A
     * kind no adapter is registered for answers games.vendorUnavailable.
     */
    adapter: text('adapter').notNull().default('redirect'),
    /** The adapter's settings (for 'redirect': launchUrl, secret, openMode, freePlay); never served to players. */
    adapterConfig: jsonb('adapter_config').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('vendors_brand_vassalage_key').on(table.brandId, table.vassalage),
    check('vendors_wallet_mode_check', sql`${table.walletMode} in (${sqlList(WALLET_MODES)})`),
  ],
);
export type VendorRow = typeof vendors.$inferSelect;

/** One game of a vendor. Names per language; game_type is the vendor's, copied for the list index. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The favourite key (the contract's nodeId), unique within the brand. */
    nodeId: integer('node_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type')
      .notNull()
      .references(() => gameTypes.code),
    /** Language code (ty, en, ...) -> name; `en` is always present and the fallback. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** lower() of every name, newline-joined: the case-insensitive search text. */
    nameSearch: text('name_search').notNull(),
    gameClassify: text('game_classify').notNull().default(''),
    /** Minor units of the brand's currency. */
    minBet: bigint('min_bet', { mode: 'number' }).notNull().default(0),
    lineNum: integer('line_num').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    defaultPlayType: text('default_play_type').notNull().default(''),
    imagePath: text('image_path').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_vendor_code_key').on(table.vendorId, table.gameCode),
    uniqueIndex('games_brand_node_key').on(table.brandId, table.nodeId),
    // The list query: brand and type, enabled, in lobby order; and the same per vendor.
    index('games_list_idx').on(table.brandId, table.gameType, table.enabled, table.sortOrder, table.id),
    index('games_vendor_list_idx').on(table.vendorId, table.enabled, table.sortOrder, table.id),
    // Prefix searches; substring searches scan the brand's rows (a few thousand) – no trigram
    // extension so the same migration runs on PGlite.
    index('games_name_search_idx').on(table.brandId, table.nameSearch.op('text_pattern_ops')),
    check('games_min_bet_check', sql`${table.minBet} >= 0`),
  ],
);
export type GameRow = typeof games.$inferSelect;

/** A member's favourite games; lottery favourites (ELOTT, LOTT) are told apart by the game's type. */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_favorites_key').on(table.memberId, table.gameId),
    index('game_favorites_member_idx').on(table.memberId, table.createdAt),
  ],
);

export const LAUNCH_MODES = ['real', 'free'] as const;

/**
 * Every successful game launch of a member: the source of the recent list (GCS_recentGame) and
 * of the popular games (/lgw/games/popular). Visitors' free play has no member and is not kept.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: LAUNCH_MODES }).notNull(),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('game_launches_member_idx').on(table.memberId, table.gameId, table.launchedAt),
    index('game_launches_popular_idx').on(table.brandId, table.launchedAt),
    check('game_launches_mode_check', sql`${table.mode} in (${sqlList(LAUNCH_MODES)})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Uploads (issue 5): deposit slips and withdrawal proofs, private money evidence. Kept in the
// database, not on a disk, so every server process behind a load balancer can serve them and
// they are backed up with the money they prove. Public content images live on disk instead
// (modules/content/images.ts; docs/architecture.md "Images").

export const UPLOAD_PURPOSES = ['deposit_slip', 'withdrawal_proof'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The member who uploaded it, or null for an operator's upload. */
    memberId: integer('member_id').references(() => members.id),
    operatorId: integer('operator_id').references(() => operators.id),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    /** image/png or image/jpeg, decided from the bytes, never from what the client said. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_member_idx').on(table.memberId),
    check('uploads_purpose_check', sql`${table.purpose} in (${sqlList(UPLOAD_PURPOSES)})`),
    check('uploads_owner_check', sql`(${table.memberId} is null) <> (${table.operatorId} is null)`),
  ],
);
export type UploadRow = typeof uploads.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Cashier decisions (issue 5). Deposits confirmed by hand, withdrawals and manual adjustments
// above the brand's second-approval amount need two different operators; each decision is a row.

export const CASHIER_SUBJECTS = ['deposit', 'withdrawal', 'adjustment'] as const;
export type CashierSubject = (typeof CASHIER_SUBJECTS)[number];

export const cashierApprovals = pgTable(
  'cashier_approvals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    subject: text('subject', { enum: CASHIER_SUBJECTS }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One approval per operator and subject: the second approver must be someone else.
    uniqueIndex('cashier_approvals_key').on(table.subject, table.subjectId, table.operatorId),
    check('cashier_approvals_subject_check', sql`${table.subject} in (${sqlList(CASHIER_SUBJECTS)})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Manual adjustments awaiting a second operator (issue 5, console engineer). An adjustment at or
// above the brand's second-approval amount is stored here and posted to the ledger only when a
// second, different operator approves (cashier_approvals, subject 'adjustment'); a rejection
// closes it. The request id is the adjustment's idempotency key, so the ledger transaction
// posted on approval is the one a replay of the original request finds.

export const ADJUSTMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentRequestStatus = (typeof ADJUSTMENT_REQUEST_STATUSES)[number];

export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    requestId: text('request_id').notNull(),
    /** requestHash() of the creating request: the same id with another body is refused. */
    requestHash: text('request_hash').notNull(),
    reversesId: bigint('reverses_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    status: text('status', { enum: ADJUSTMENT_REQUEST_STATUSES }).notNull().default('pending'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => operators.id),
    /**
     * Approvals it needs: 2 (the two-person rule), whether for its own amount or because its
     * creator's adjustments to the member over the window reached the threshold (issue 17).
     */
    approvalsRequired: smallint('approvals_required').notNull().default(2),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('adjustment_requests_request_key').on(table.brandId, table.requestId),
    // The queue: a brand's requests by status, oldest first.
    index('adjustment_requests_queue_idx').on(table.brandId, table.status, table.id),
    check('adjustment_requests_status_check', sql`${table.status} in (${sqlList(ADJUSTMENT_REQUEST_STATUSES)})`),
    check('adjustment_requests_direction_check', sql`${table.direction} in ('credit', 'debit')`),
    check('adjustment_requests_amount_check', sql`${table.amountMinor} > 0`),
  ],
);
export type AdjustmentRequestRow = typeof adjustmentRequests.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Withdrawals (issue 5; modules/withdrawals, docs/architecture.md "Withdrawals"). The payment
// password is a second secret beside the login password, kept 1:1 per member in its own table;
// payout accounts are soft-deleted so old orders keep pointing at what was bound; an order's
// status and receipt fields change only by guarded UPDATEs in the transaction of their ledger move.

/** A member's payment (withdrawal) password: argon2id, with its own failure counter and lock. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  ...timestamps,
});
export type PaymentPasswordRow = typeof paymentPasswords.$inferSelect;

export const PAYOUT_ACCOUNT_TYPES = ['bank', 'ewallet'] as const;
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number];

/** A bank account or e-wallet a member may withdraw to; the holder name is stored upper-cased. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type', { enum: PAYOUT_ACCOUNT_TYPES }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member removes it; the row stays for the orders that name it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payout_accounts_member_key')
      .on(table.memberId, table.type, table.bankCode, table.accountNumber)
      .where(sql`${table.removedAt} is null`),
    check('payout_accounts_type_check', sql`${table.type} in (${sqlList(PAYOUT_ACCOUNT_TYPES)})`),
  ],
);
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const RECEIPT_STATUSES = [
  'awaiting',
  'received',
  'partial',
  'not_received',
  'auto_received',
  'forced',
  'refunded',
] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** What the order pays to, copied at request time (the account may be removed later). */
export interface PayoutSnapshot {
  type: PayoutAccountType;
  bankCode: string;
  bankName: string;
  holderName: string;
  accountNumber: string;
}

export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderNo: text('order_no').notNull().unique(),
    /** The player's requestId, unique per member; request_hash tells a replay from a reuse. */
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    payoutAccountId: bigint('payout_account_id', { mode: 'number' })
      .notNull()
      .references(() => payoutAccounts.id),
    account: jsonb('account').$type<PayoutSnapshot>().notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** Why it was rejected. */
    reason: text('reason'),
    holdTxId: bigint('hold_tx_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    releaseTxId: bigint('release_tx_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    paidTxId: bigint('paid_tx_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    refundTxId: bigint('refund_tx_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    /** The operator whose decision completed the approval or rejection. */
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => operators.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidReference: text('paid_reference'),
    receiptStatus: text('receipt_status', { enum: RECEIPT_STATUSES }),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    proofUploadId: bigint('proof_upload_id', { mode: 'number' }).references(() => uploads.id),
    /** Unconfirmed after this the order counts as received (auto_received). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    receiptReason: text('receipt_reason'),
    receiptResolvedBy: integer('receipt_resolved_by').references(() => operators.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('withdrawal_orders_request_key').on(table.memberId, table.requestId),
    index('withdrawal_orders_member_idx').on(table.memberId, table.id),
    index('withdrawal_orders_queue_idx').on(table.brandId, table.status, table.id),
    // The auto-receipt job's scan: only orders still awaiting the player.
    index('withdrawal_orders_due_idx')
      .on(table.dueAt)
      .where(sql`${table.receiptStatus} = 'awaiting'`),
    check('withdrawal_orders_status_check', sql`${table.status} in (${sqlList(WITHDRAWAL_STATUSES)})`),
    check(
      'withdrawal_orders_receipt_check',
      sql`${table.receiptStatus} is null or ${table.receiptStatus} in (${sqlList(RECEIPT_STATUSES)})`,
    ),
    check('withdrawal_orders_amount_check', sql`${table.amount} > 0`),
  ],
);
export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Deposits (issue 5, deposits engineer; modules/deposits, docs/payments.md). Methods and their
// channels per brand, the company's receiving bank accounts, deposit orders, every payment
// callback as received, and the limits players set on themselves. Amounts are minor units.

export const DEPOSIT_PROVIDERS = ['company', 'sandbox', 'paygate'] as const;
export type DepositProviderName = (typeof DEPOSIT_PROVIDERS)[number];
export const DEPOSIT_STATUSES = ['created', 'pending', 'confirmed', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** A channel's provider settings (never sent to players). */
export interface DepositProviderSettings {
  /** paygate: our merchant number at the gateway. */
  merchantNo?: string;
  /** sandbox and paygate: the signing key. */
  secret?: string;
  /** paygate: the gateway's base URL (create call: <gatewayUrl>/api/pay/create). */
  gatewayUrl?: string;
  /** paygate: MD5 (default) or HMAC-SHA256. */
  signType?: 'MD5' | 'HMAC-SHA256';
  /** paygate: the gateway's product code (gcash, qrph, bank, ...). */
  payType?: string;
  /** paygate: how long the create call may take before its outcome counts as unknown. */
  timeoutMs?: number;
}

/** A way to pay shown to players (GCash, Bank transfer, ...); its channels do the work. */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('deposit_methods_brand_code_key').on(table.brandId, table.code)],
);
export type DepositMethodRow = typeof depositMethods.$inferSelect;

/** One provider behind a method, with its range, fee and quick amounts. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => depositMethods.id),
    name: text('name').notNull(),
    provider: text('provider', { enum: DEPOSIT_PROVIDERS }).notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    /** Fee rate in basis points of the amount (150 = 1.5 %). */
    feeRateBp: integer('fee_rate_bp').notNull().default(0),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Minor units. */
    quickAmounts: jsonb('quick_amounts').$type<number[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    settings: jsonb('settings').$type<DepositProviderSettings>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    index('deposit_channels_brand_idx').on(table.brandId, table.methodId),
    check('deposit_channels_provider_check', sql`${table.provider} in (${sqlList(DEPOSIT_PROVIDERS)})`),
    check(
      'deposit_channels_range_check',
      sql`${table.minMinor} > 0 and ${table.maxMinor} >= ${table.minMinor} and ${table.feeRateBp} between 0 and 10000 and ${table.feeFixedMinor} >= 0`,
    ),
  ],
);
export type DepositChannelRow = typeof depositChannels.$inferSelect;

/** A company bank account players pay into (company channels); the least recently used enabled one is shown. */
export const depositReceivingAccounts = pgTable(
  'deposit_receiving_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    useCount: integer('use_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('deposit_receiving_accounts_channel_idx').on(table.channelId, table.enabled, table.lastUsedAt)],
);
export type DepositReceivingAccountRow = typeof depositReceivingAccounts.$inferSelect;

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    provider: text('provider', { enum: DEPOSIT_PROVIDERS }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    creditMinor: bigint('credit_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    /** Company deposits: the transfer memo the player must write (unique: the order number). */
    memo: text('memo'),
    receivingAccountId: integer('receiving_account_id').references(() => depositReceivingAccounts.id),
    slipUploadId: bigint('slip_upload_id', { mode: 'number' }).references(() => uploads.id),
    providerReference: text('provider_reference'),
    payUrl: text('pay_url'),
    qrContent: text('qr_content'),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Why the order waits for a cashier (late payment, amount mismatch, unknown outcome, ...); null when not. */
    reviewReason: text('review_reason'),
    /** What the provider reported as paid, when it differs from the order. */
    reportedMinor: bigint('reported_minor', { mode: 'bigint' }),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('deposit_orders_order_no_key').on(table.orderNo),
    uniqueIndex('deposit_orders_request_key').on(table.memberId, table.requestId),
    uniqueIndex('deposit_orders_provider_reference_key')
      .on(table.provider, table.providerReference)
      .where(sql`${table.providerReference} is not null`),
    index('deposit_orders_member_idx').on(table.memberId, table.id),
    index('deposit_orders_queue_idx').on(table.brandId, table.status, table.id),
    // The expiry job's scan.
    index('deposit_orders_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('created', 'pending')`),
    check('deposit_orders_status_check', sql`${table.status} in (${sqlList(DEPOSIT_STATUSES)})`),
    check('deposit_orders_provider_check', sql`${table.provider} in (${sqlList(DEPOSIT_PROVIDERS)})`),
    check(
      'deposit_orders_amount_check',
      sql`${table.amountMinor} > 0 and ${table.feeMinor} >= 0 and ${table.creditMinor} > 0 and ${table.creditMinor} + ${table.feeMinor} = ${table.amountMinor}`,
    ),
    // A confirmed order always has its ledger transaction, and only a confirmed one does.
    check(
      'deposit_orders_credit_check',
      sql`(${table.status} = 'confirmed') = (${table.ledgerTransactionId} is not null)`,
    ),
  ],
);
export type DepositOrderRow = typeof depositOrders.$inferSelect;

/** Every payment callback as it arrived, with whether its signature held and what it did. */
export const depositCallbacks = pgTable(
  'deposit_callbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    orderNo: text('order_no'),
    body: text('body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    ip: text('ip'),
    signatureValid: boolean('signature_valid').notNull().default(false),
    /** received, confirmed, failed, duplicate, held_for_review, ignored, forged, unknown_order, malformed, error. */
    outcome: text('outcome').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deposit_callbacks_order_idx').on(table.orderNo, table.id)],
);
export type DepositCallbackRow = typeof depositCallbacks.$inferSelect;

/**
 * The signatures of the callbacks applied (issue 17): a callback whose signature was applied
 * once is a replay and is refused (deposits/callbacks.ts). Claimed in the transaction that
 * applies the callback, so a callback that failed half-way can still be delivered again.
 */
export const depositCallbackSignatures = pgTable(
  'deposit_callback_signatures',
  {
    provider: text('provider').notNull(),
    /** SHA-256 of the callback's signature. */
    signatureHash: text('signature_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.signatureHash] })],
);

/**
 * A player's own deposit limit per rolling period. A decrease applies at once; an increase or
 * removal waits as `pending_*` until 24 h have passed and the player confirms it.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period', { enum: DEPOSIT_LIMIT_PERIODS }).notNull(),
    /** Null: no limit. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    /** Set while a change waits (null amount = removal). */
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'bigint' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('deposit_limits_key').on(table.memberId, table.period),
    check('deposit_limits_period_check', sql`${table.period} in (${sqlList(DEPOSIT_LIMIT_PERIODS)})`),
    check(
      'deposit_limits_amount_check',
      sql`(${table.amountMinor} is null or ${table.amountMinor} >= 0) and (${table.pendingAmountMinor} is null or ${table.pendingAmountMinor} >= 0)`,
    ),
  ],
);
export type DepositLimitRow = typeof depositLimits.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Site content (issue 3): banners, notices, help articles and VIP levels written by operators,
// their per-language texts, content images (files under DATA_DIR/content-images, named by
// their SHA-256) and player feedback.

export const CONTENT_ITEM_KINDS = ['banner', 'notice', 'help', 'vip'] as const;
export type ContentItemKind = (typeof CONTENT_ITEM_KINDS)[number];

/** The VIP benefits of a level as stored: money in minor units (as decimal text in JSON). */
export interface StoredVipBenefits {
  depositRequirement: string;
  turnoverRequirement: string;
  upgradeBonus: string;
  birthdayBonus: string;
  monthlyBonus: string;
  rebatePercent: string;
  dailyWithdrawals: number;
  dailyWithdrawalLimit: string;
}

/**
 * One content item of a brand. The kind decides which of the kind columns mean something
 * (checks below); texts are in content_translations. Visible to players while enabled and
 * inside [starts_at, ends_at).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind', { enum: CONTENT_ITEM_KINDS }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Banners: group (w_home ...), click action ('', ROUTE, URL) and its target. */
    groupName: text('group_name'),
    linkageType: text('linkage_type'),
    linkageTarget: text('linkage_target'),
    /** Notices: type (PL, PU, PR, H), popup audience (A, B, F), linked promotion type. */
    noticeType: text('notice_type'),
    execution: text('execution'),
    promotionType: text('promotion_type'),
    /** Help articles: the /help anchor (agent, term, about ...). */
    tag: text('tag'),
    /** VIP levels: rank level and benefits. */
    vipLevel: integer('vip_level'),
    vipBenefits: jsonb('vip_benefits').$type<StoredVipBenefits>(),
    ...timestamps,
  },
  (table) => [
    index('content_items_brand_kind_idx').on(table.brandId, table.kind, table.sort),
    check('content_items_kind_check', sql`${table.kind} in (${sqlList(CONTENT_ITEM_KINDS)})`),
    check(
      'content_items_schedule_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
    check(
      'content_items_fields_check',
      sql`(${table.kind} <> 'banner' or (${table.groupName} is not null and ${table.linkageType} is not null))
        and (${table.kind} <> 'notice' or (${table.noticeType} is not null and ${table.execution} is not null))
        and (${table.kind} <> 'help' or ${table.tag} is not null)
        and (${table.kind} <> 'vip' or (${table.vipLevel} is not null and ${table.vipBenefits} is not null))`,
    ),
  ],
);
export type ContentItemRow = typeof contentItems.$inferSelect;

/** One language's title, HTML (sanitised on write) and image of a content item. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** Intrinsic size of the image in px (0 when unknown or none), so clients reserve its box. */
    imageWidth: integer('image_width').notNull().default(0),
    imageHeight: integer('image_height').notNull().default(0),
  },
  (table) => [uniqueIndex('content_translations_key').on(table.itemId, table.language)],
);
export type ContentTranslationRow = typeof contentTranslations.$inferSelect;

/**
 * The first-visit News popup's notices (PU and H) a member has seen, so a member sees each one
 * once across devices and sign-ins (ours; visitors and trial accounts keep the client's
 * sessionStorage). `version` is the notice's updated_at when it was seen: an operator's later
 * change makes it new again.
 */
export const memberSeenNotices = pgTable(
  'member_seen_notices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    version: timestamp('version', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.itemId] })],
);

/** A content image file: DATA_DIR/content-images/<sha256>.<ext>, served at /img/content/. */
export const contentImages = pgTable('content_images', {
  sha256: text('sha256').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  operatorId: integer('operator_id').references(() => operators.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContentImageRow = typeof contentImages.$inferSelect;

/** Player feedback (PUT /wps/feedback); also the rate limit's record per IP and member. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id').references(() => members.id),
    ip: text('ip').notNull(),
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_ip_idx').on(table.brandId, table.ip, table.createdAt),
    index('feedback_member_idx').on(table.memberId, table.createdAt),
  ],
);
export type FeedbackRow = typeof feedback.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Member inbox (issue 3; modules/messages): messages operators send to one member or to all
// members of a brand, and each member's read and deleted state.

/** A message's texts as stored: per language, title as plain text and HTML sanitised on write. */
export type StoredMessageTexts = Partial<Record<string, { title: string; content: string }>>;

/**
 * One message of a brand: to one member (member_id) or, with member_id null, to every member of
 * the brand. Members see it inside [starts_at, ends_at). The texts are one JSON value because
 * they are written once with the message and always read with it.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id').references(() => members.id),
    texts: jsonb('texts').$type<StoredMessageTexts>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The operator who sent it; null with sent_by 'seed' for the demo messages. */
    operatorId: integer('operator_id').references(() => operators.id),
    sentBy: text('sent_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_member_idx').on(table.memberId, table.id),
    index('messages_broadcast_idx')
      .on(table.brandId, table.id)
      .where(sql`${table.memberId} is null`),
    check(
      'messages_schedule_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * A member's state of one message, written on first read or delete: a broadcast has one row per
 * member who touched it, so reading it marks it read for that member only. deleted_at hides it
 * from that member's inbox (and count) for good.
 */
export const messageStates = pgTable(
  'message_states',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('message_states_key').on(table.messageId, table.memberId),
    index('message_states_member_idx').on(table.memberId),
  ],
);
export type MessageStateRow = typeof messageStates.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Seamless wallet (issue 7; modules/seamless, docs/seamless-wallet.md). A launch issues a game
// session whose token the vendor exchanges for the player through authenticate; the vendor then
// moves money through the protocol's debit, credit and rollback calls.

export const GAME_SESSION_MODES = ['real', 'free'] as const;

/**
 * One game launch at a seamless vendor. Only the SHA-256 of the token is stored; the token may be
 * authenticated again until it expires (a game reloading in its frame re-authenticates), and a
 * live real-mode session of the player at the vendor is what lets the vendor take bets.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /**
     * The platform session that launched the game: the token lives only while it does (logout,
     * a new login, a password change, idle or absolute expiry end it). Null is never alive.
     */
    memberSessionId: integer('member_session_id').references(() => memberSessions.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: GAME_SESSION_MODES }).notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The bet gate: does the player have a live session at this vendor?
    index('game_sessions_member_vendor_idx').on(table.memberId, table.vendorId, table.expiresAt),
    check('game_sessions_mode_check', sql`${table.mode} in (${sqlList(GAME_SESSION_MODES)})`),
  ],
);
export type GameSessionRow = typeof gameSessions.$inferSelect;

/**
 * The vendor-facing player id of a member: random, made once, never changed, so it is stable
 * and reveals neither the brand nor the member.
 */
export const seamlessPlayers = pgTable('seamless_players', {
  playerId: text('player_id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: integer('member_id')
    .notNull()
    .unique()
    .references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SeamlessPlayerRow = typeof seamlessPlayers.$inferSelect;

/**
 * A tombstone holds the key of a bet a rollback named before the bet arrived (the late bet is
 * refused); a win_marker that of a bet a win named before it arrived (the late bet takes it over
 * and is born won, so it can no longer be rolled back). modules/seamless/wallet.ts.
 */
export const SEAMLESS_KINDS = ['debit', 'credit', 'rollback', 'tombstone', 'win_marker'] as const;
export type SeamlessKind = (typeof SEAMLESS_KINDS)[number];
export const SEAMLESS_STATUSES = ['pending', 'done', 'refused'] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

/** What a seamless message was answered, kept so that a repeat answers exactly the same. */
export type SeamlessAnswer =
  | { status: 'OK'; balance: string; currency: string; walletTransactionId: string }
  | { status: 'ERROR'; code: string; balance?: string };

/**
 * Every money message a seamless vendor sent, kept for reconciliation. The unique key (vendor,
 * player, transaction id) is the idempotency key and also the arbiter between a bet and a
 * rollback that overtakes it: the rollback of a bet not seen yet writes a tombstone row under
 * the bet's transaction id, so whichever arrives first owns the key (modules/seamless/wallet.ts).
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The vendor's id of the money movement (for a tombstone: of the bet it refuses). */
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: SEAMLESS_KINDS }).notNull(),
    roundId: text('round_id').notNull().default(''),
    /** The bet a credit or rollback refers to. */
    betTransactionId: text('bet_transaction_id'),
    gameCode: text('game_code').notNull().default(''),
    /** The network request that brought it first (a retry repeats it). */
    requestId: text('request_id').notNull().default(''),
    /** Minor units of the brand's currency. */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** SHA-256 of the message without its request id: a repeat with other content is a conflict. */
    contentHash: text('content_hash').notNull(),
    status: text('status', { enum: SEAMLESS_STATUSES }).notNull().default('pending'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    answer: jsonb('answer').$type<SeamlessAnswer>(),
    /** A debit: when a rollback undid it (it can then never be paid a win). */
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    /** A debit: when the first win referring to it arrived (it can then no longer be rolled back). */
    wonAt: timestamp('won_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seamless_transactions_key').on(table.vendorId, table.memberId, table.transactionId),
    // The winner board: the brand's paid wins of the last days.
    index('seamless_transactions_wins_idx')
      .on(table.brandId, table.createdAt)
      .where(sql`${table.kind} = 'credit' and ${table.status} = 'done' and ${table.amount} > 0`),
    check('seamless_transactions_kind_check', sql`${table.kind} in (${sqlList(SEAMLESS_KINDS)})`),
    check('seamless_transactions_status_check', sql`${table.status} in (${sqlList(SEAMLESS_STATUSES)})`),
    check('seamless_transactions_amount_check', sql`${table.amount} >= 0`),
  ],
);
export type SeamlessTransactionRow = typeof seamlessTransactions.$inferSelect;

/** Rounds a vendor ended (end-round, or a zero win): no more bets in them, wins still welcome. */
export const seamlessClosedRounds = pgTable(
  'seamless_closed_rounds',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: text('round_id').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('seamless_closed_rounds_key').on(table.vendorId, table.memberId, table.roundId)],
);

/**
 * A seamless vendor's credential for calling the protocol. key_id is public (the X-Vendor
 * header) and names one brand's vendor; the secret is the HMAC-SHA256 key, stored as given
 * because verifying needs it (like the brands' other third-party secrets; never shown again
 * after creation). allowed_ips lists exact IPs or CIDR ranges; an empty list admits no one.
 */
export const vendorCredentials = pgTable(
  'vendor_credentials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    keyId: text('key_id').notNull().unique(),
    secret: text('secret').notNull(),
    allowedIps: text('allowed_ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vendor_credentials_vendor_idx').on(table.vendorId)],
);
export type VendorCredentialRow = typeof vendorCredentials.$inferSelect;

// ---------------------------------------------------------------------------------------------
// House games (issue 7, modules/house). The house is a vendor like any other: its money moves
// through the seamless wallet; these tables are the vendor's own records. A player is a member
// (real money) or, for free play, a game session (`fun_session`, the session token's hash).

export const HOUSE_ROUND_STATUSES = ['pending', 'settled', 'cancelled'] as const;
export type HouseRoundStatus = (typeof HOUSE_ROUND_STATUSES)[number];

/**
 * A player's provably fair seed pairs per game. The active pair (revealed_at null) is the one
 * rounds draw from: its server seed stays secret until rotation reveals it; next_nonce moves on
 * atomically with each round's insert. last_spin_at enforces the jurisdiction's spin interval
 * and is carried over to the next pair on rotation.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id').references(() => members.id),
    funSession: text('fun_session'),
    gameCode: text('game_code').notNull(),
    /** Hex; secret until revealed_at is set. */
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    lastSpinAt: timestamp('last_spin_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('house_seeds_active_member_key')
      .on(table.brandId, table.memberId, table.gameCode)
      .where(sql`${table.revealedAt} is null and ${table.memberId} is not null`),
    uniqueIndex('house_seeds_active_fun_key')
      .on(table.funSession, table.gameCode)
      .where(sql`${table.revealedAt} is null and ${table.funSession} is not null`),
    index('house_seeds_member_idx').on(table.memberId, table.id),
    check('house_seeds_player_check', sql`(${table.memberId} is null) <> (${table.funSession} is null)`),
  ],
);
export type HouseSeedRow = typeof houseSeeds.$inferSelect;

/**
 * Free play's sessions: the house issues them itself (visitors have no member, and fun money
 * never reaches the wallet). `session` is the SHA-256 of the launch token; the fun balance lives
 * here, never in the ledger.
 */
export const houseFunSessions = pgTable(
  'house_fun_sessions',
  {
    session: text('session').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    language: text('language').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    /**
     * The trial (free-play) account playing, null for a visitor. A trial account's balance is its
     * fun money: its newest session's balance, carried into each new launch, and what the
     * balance call answers for it, so the header and the game show one figure.
     */
    memberId: integer('member_id').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('house_fun_sessions_balance_check', sql`${table.balance} >= 0`),
    index('house_fun_sessions_member_idx').on(table.memberId, table.createdAt),
  ],
);

/**
 * Every house round: who, what, the RNG reference (seed pair, commitment, client seed, nonce),
 * stake, outcome, payout and the balance before and after, and the game version. A round is
 * written pending before any money moves and completed (debit, settle, credit) by the spin or,
 * after a crash, by the recovery job; request_id makes a retried spin answer the same round.
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id').references(() => members.id),
    funSession: text('fun_session'),
    mode: text('mode', { enum: LAUNCH_MODES }).notNull(),
    /** The vendor (catalogue name) the round was launched under and its seamless player id. */
    vendorCode: text('vendor_code').notNull(),
    playerId: text('player_id').notNull().default(''),
    gameCode: text('game_code').notNull(),
    gameVersion: text('game_version').notNull(),
    requestId: text('request_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => houseSeeds.id),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** Jackpot odds (1 in N) in force for the round: its extra draw is verifiable with them. */
    jackpotOdds: integer('jackpot_odds').notNull().default(0),
    status: text('status', { enum: HOUSE_ROUND_STATUSES }).notNull().default('pending'),
    /** The engine's SlotRound plus the jackpot draw; set when settled. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    /** Round win plus jackpot, minor units. */
    payout: bigint('payout', { mode: 'bigint' }),
    jackpotWin: bigint('jackpot_win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    /** Recovery claims a pending round until then, so two processes do not complete it at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('house_rounds_member_request_key')
      .on(table.brandId, table.memberId, table.requestId)
      .where(sql`${table.memberId} is not null`),
    uniqueIndex('house_rounds_fun_request_key')
      .on(table.funSession, table.requestId)
      .where(sql`${table.funSession} is not null`),
    index('house_rounds_member_idx').on(table.memberId, table.gameCode, table.id),
    index('house_rounds_fun_idx').on(table.funSession, table.id),
    index('house_rounds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('house_rounds_status_check', sql`${table.status} in (${sqlList(HOUSE_ROUND_STATUSES)})`),
    check('house_rounds_mode_check', sql`${table.mode} in (${sqlList(LAUNCH_MODES)})`),
    check('house_rounds_player_check', sql`(${table.memberId} is null) <> (${table.funSession} is null)`),
    check('house_rounds_stake_check', sql`${table.stake} > 0`),
  ],
);
export type HouseRoundRow = typeof houseRounds.$inferSelect;

/**
 * The journal of scheduled jobs (src/server/lib/scheduler.ts): one row per job and period, claimed
 * by the first server process to start it, so a job runs once per period across processes.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** Which process ran it (host:pid), for operators reading the journal. */
    runner: text('runner').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set when the run failed; the next period runs it again. */
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.periodStart] }),
    index('job_runs_started_idx').on(table.startedAt),
  ],
);

/**
 * The shared attempt limiter's counters (modules/limits): one row per rule and key, counting the
 * attempts reserved in the window that started at window_start and ends at expires_at. Every
 * server process reserves here with one upsert, so a limit holds across processes and bursts.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    rule: text('rule').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** Held shut until expires_at by a lock (holdUntil), not merely full. */
    held: boolean('held').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.rule, table.key] }),
    index('limit_counters_expires_idx').on(table.expiresAt),
  ],
);

/** A transaction id (xid8): orders the bet record and the event stream for their consumers. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The downline tree as a closure table (migration 0028): one row per (ancestor, descendant) pair,
 * the member itself at depth 0. Triggers on members keep it (insert, and any change of upline_id),
 * so code never writes it; it reads "the whole subtree" with one indexed lookup.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ name: 'member_tree_pk', columns: [table.ancestorId, table.memberId] }),
    index('member_tree_member_idx').on(table.memberId, table.depth),
    uniqueIndex('member_tree_ancestor_depth_idx').on(table.ancestorId, table.depth, table.memberId),
    check('member_tree_depth_check', sql`${table.depth} >= 0`),
  ],
);

/**
 * The record of all bets (docs/architecture.md): one row per settled bet of every game, written in
 * the settling transaction. Amounts are minor units; valid_turnover is the part of the stake that
 * counts for wages, rebates and wagering. (txid, id) orders it as a stream for consumers.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameType: text('game_type').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** The round, draw or issue the bet belongs to (real-time wages group by game and round). */
    roundRef: text('round_ref').notNull(),
    /** Unique per vendor: the house round id, the seamless transaction id, the lottery ticket. */
    betRef: text('bet_ref').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' }).notNull(),
    /** What the bet paid back, stake included (0 for a lost bet). */
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [
    uniqueIndex('bet_records_vendor_bet_key').on(table.vendorCode, table.betRef),
    index('bet_records_member_settled_idx').on(table.memberId, table.settledAt),
    index('bet_records_brand_settled_idx').on(table.brandId, table.settledAt),
    index('bet_records_stream_idx').on(table.txid, table.id),
    check(
      'bet_records_amounts_check',
      sql`${table.stake} >= 0 AND ${table.validTurnover} >= 0 AND ${table.payout} >= 0 AND ${table.validTurnover} <= ${table.stake}`,
    ),
  ],
);
export type BetRecordRow = typeof betRecords.$inferSelect;

/**
 * The event stream (outbox) for what is not a bet: written in the transaction that did the thing,
 * read in (txid, id) order by consumers (modules/events), each with its own cursor.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [
    index('events_stream_idx').on(table.txid, table.id),
    index('events_kind_created_idx').on(table.kind, table.createdAt),
  ],
);

/** Each consumer's position in a stream, moved in the same transaction as its effects. */
export const streamCursors = pgTable(
  'stream_cursors',
  {
    consumer: text('consumer').notNull(),
    stream: text('stream').notNull(),
    lastTxid: xid8('last_txid')
      .notNull()
      .default(sql`'0'::xid8`),
    lastId: bigint('last_id', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'stream_cursors_pk', columns: [table.consumer, table.stream] }),
    check('stream_cursors_stream_check', sql`${table.stream} in ('bet_records', 'events')`),
  ],
);

/**
 * Agent contracts (issue 18): one row per version of a parent's offer to a direct child; parent_id
 * null is the platform's contract with a top agent. terms has the kind's shape in
 * src/shared/api/agent.ts; the approved row of a (child, kind) is the contract in force.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    parentId: integer('parent_id').references(() => members.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    /** Who made this version: 'member:<id>' or 'operator:<id>'. */
    offeredBy: text('offered_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('agent_contracts_child_kind_version_key').on(table.childId, table.kind, table.version),
    uniqueIndex('agent_contracts_in_force_key')
      .on(table.childId, table.kind)
      .where(sql`${table.status} = 'approved'`),
    uniqueIndex('agent_contracts_pending_key')
      .on(table.childId, table.kind)
      .where(sql`${table.status} = 'in_process'`),
    index('agent_contracts_parent_idx').on(table.parentId, table.kind, table.status),
    check('agent_contracts_kind_check', sql`${table.kind} in ('daily', 'hourly', 'realtime', 'dividend')`),
    check(
      'agent_contracts_status_check',
      sql`${table.status} in ('in_process', 'rejected', 'approved', 'superseded', 'terminated')`,
    ),
    check('agent_contracts_version_check', sql`${table.version} >= 1`),
  ],
);
export type AgentContractRow = typeof agentContracts.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Agent wages and dividends (issue 18, wages stream; migration 0032).

/** One payment decision of the wage jobs, written with its ledger transaction (modules/agents/wages-pay.ts). */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    /** '' for one-figure kinds; real-time wages pay 'win' and 'loss' separately. */
    part: text('part').notNull().default(''),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** null: the platform. */
    payerId: integer('payer_id').references(() => members.id, { onDelete: 'set null' }),
    contractId: integer('contract_id').notNull(),
    currency: text('currency').notNull(),
    basis: bigint('basis', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    carryOver: bigint('carry_over', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    platformCovered: bigint('platform_covered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    idempotencyKey: text('idempotency_key'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_payouts_once_key').on(table.brandId, table.kind, table.part, table.periodStart, table.payeeId),
    index('agent_payouts_payee_idx').on(table.payeeId, table.kind, table.periodStart),
    index('agent_payouts_payer_idx').on(table.payerId, table.kind, table.periodStart),
    index('agent_payouts_brand_period_idx').on(table.brandId, table.kind, table.periodStart),
    check('agent_payouts_kind_check', sql`${table.kind} in ('daily', 'hourly', 'realtime', 'dividend')`),
    check('agent_payouts_part_check', sql`${table.part} in ('', 'win', 'loss')`),
    check(
      'agent_payouts_amounts_check',
      sql`${table.amount} >= 0 AND ${table.platformCovered} >= 0 AND ${table.platformCovered} <= ${table.amount} AND ${table.carryOver} <= 0 AND ${table.rateBp} BETWEEN 0 AND 10000`,
    ),
  ],
);
export type AgentPayoutRow = typeof agentPayouts.$inferSelect;

/** A wage period whose payouts are all done (the jobs catch up on the missing ones). */
export const agentWagePeriods = pgTable(
  'agent_wage_periods',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    payouts: integer('payouts').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'agent_wage_periods_pk', columns: [table.brandId, table.kind, table.periodStart] })],
);

// --- Bet summaries of the agent reports (issue 18, stream "bets"; migration 0029) -------------
// Kept by the reports consumer (modules/agents/reports-consumer.ts) from bet_records and events.

/** PostgreSQL's one-byte "char" (a period's grain: 'h', 'd', 'w', 'm'). */
const grainChar = customType<{ data: string }>({ dataType: () => '"char"' });
/** A calendar date as YYYY-MM-DD text. */
const dayDate = customType<{ data: string }>({ dataType: () => 'date' });

/** Per member and business day (brands.time_zone). */
export const memberDayFigures = pgTable(
  'member_day_figures',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: dayDate('day').notNull(),
    brandId: integer('brand_id').notNull(),
    betCount: bigint('bet_count', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    withdrawals: bigint('withdrawals', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [primaryKey({ name: 'member_day_figures_pk', columns: [table.memberId, table.day] })],
);

/** Per member, business day and game type (bets only). */
export const memberGameDayFigures = pgTable(
  'member_game_day_figures',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: dayDate('day').notNull(),
    gameType: text('game_type').notNull(),
    brandId: integer('brand_id').notNull(),
    betCount: bigint('bet_count', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [primaryKey({ name: 'member_game_day_figures_pk', columns: [table.memberId, table.day, table.gameType] })],
);

/** Per team (ancestor incl. itself) and period of a grain ('h', 'd', 'w', 'm'; at = local start). */
export const teamFigures = pgTable(
  'team_figures',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    grain: grainChar('grain').notNull(),
    at: timestamp('at', { withTimezone: false }).notNull(),
    brandId: integer('brand_id').notNull(),
    betCount: bigint('bet_count', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    activePlayers: integer('active_players').notNull().default(0),
    deposits: bigint('deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    withdrawals: bigint('withdrawals', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    newMembers: integer('new_members').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'team_figures_pk', columns: [table.ancestorId, table.grain, table.at] }),
    check('team_figures_grain_check', sql`${table.grain} in ('h', 'd', 'w', 'm')`),
  ],
);

/** The periods a member bet in (decides the first bet of each, for active players). */
export const memberActivePeriods = pgTable(
  'member_active_periods',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    grain: grainChar('grain').notNull(),
    at: timestamp('at', { withTimezone: false }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'member_active_periods_pk', columns: [table.memberId, table.grain, table.at] }),
    index('member_active_periods_grain_idx').on(table.grain, table.at, table.memberId),
  ],
);

// Agent contract lifecycle (issue 18, contracts stream; migration 0031).

/** Which contract kinds a brand runs, and whether an accepted offer waits for an operator. */
export const agentContractSettings = pgTable('agent_contract_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  daily: boolean('daily').notNull().default(false),
  hourly: boolean('hourly').notNull().default(false),
  realtime: boolean('realtime').notNull().default(false),
  dividend: boolean('dividend').notNull().default(false),
  approvalRequired: boolean('approval_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Agents whose contract changes an operator suspended. */
export const agentContractSuspensions = pgTable('agent_contract_suspensions', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  suspendedBy: text('suspended_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An in_process version its child accepted, waiting for an operator (brands that require approval). */
export const agentContractAcceptances = pgTable('agent_contract_acceptances', {
  contractId: integer('contract_id')
    .primaryKey()
    .references(() => agentContracts.id, { onDelete: 'cascade' }),
  acceptedBy: text('accepted_by').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An offer's requestId, so a repeated request answers the same version. */
export const agentContractRequests = pgTable(
  'agent_contract_requests',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'agent_contract_requests_pk', columns: [table.parentId, table.requestId] })],
);

/** Every contract change: who, what, when, old and new status and terms. */
export const agentContractAudit = pgTable(
  'agent_contract_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => agentContracts.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind'),
    action: text('action').notNull(),
    /** 'member:<id>', 'operator:<name>' or 'system:cascade'. */
    actor: text('actor').notNull(),
    oldStatus: text('old_status'),
    newStatus: text('new_status'),
    oldTerms: jsonb('old_terms').$type<Record<string, unknown>>(),
    newTerms: jsonb('new_terms').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_contract_audit_brand_idx').on(table.brandId, table.id),
    index('agent_contract_audit_member_idx').on(table.memberId, table.id),
  ],
);

// Registration links of agents (issue 18, tree stream; migration 0030).

/** An agent's registration link: its code registers a member or sub-agent under the agent. */
export const registrationLinks = pgTable(
  'registration_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** 'member' or 'agent': the account type the link registers. */
    accountType: text('account_type').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    registrations: integer('registrations').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('registration_links_brand_code_key').on(table.brandId, sql`upper(${table.code})`),
    index('registration_links_agent_idx').on(table.agentId, table.id),
    check('registration_links_account_type_check', sql`${table.accountType} in ('member', 'agent')`),
    check('registration_links_registrations_check', sql`${table.registrations} >= 0`),
  ],
);
export type RegistrationLinkRow = typeof registrationLinks.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Lottery games, issues and results (issue 19, server part 1; migration 0033). The rules live in
// src/server/modules/lottery; docs/architecture.md "Lottery: games, issues and results".

export const LOTTERY_KINDS = ['real', 'house'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
/** An issue's status: open -> locked -> drawn | held (-> drawn) -> settling -> settled, or void before settling. */
export const LOTTERY_ISSUE_STATUSES = ['open', 'locked', 'drawn', 'held', 'settling', 'settled', 'void'] as const;
export type LotteryIssueStatus = (typeof LOTTERY_ISSUE_STATUSES)[number];

/** A lottery game: a catalogue game (name, vendor, favourites) with a draw format and a schedule. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The catalogue game's code, copied: issue client seeds and routes name it. */
    code: text('code').notNull(),
    format: text('format', { enum: ['XSMB', 'SEA4D'] }).notNull(),
    kind: text('kind', { enum: LOTTERY_KINDS }).notNull(),
    /** The menu group (VN, SEA, FAST). */
    menuTag: text('menu_tag').notNull(),
    prizeMode: text('prize_mode', { enum: LOTTERY_PRIZE_MODES }).notNull(),
    /** The draw's own zone (a state lottery draws on its country's clock), also the numero's date. */
    timeZone: text('time_zone').notNull(),
    /** Real draws: the weekdays drawn, Sunday 1 .. Saturday 7. */
    drawDays: smallint('draw_days').array().notNull(),
    /** Real draws: HH:MM local time. */
    drawTime: text('draw_time'),
    /** House draws: 60, 180 or 300. */
    intervalSeconds: integer('interval_seconds'),
    /** Betting closes this many seconds before the draw. */
    lockSeconds: integer('lock_seconds').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lottery_games_brand_code_key').on(table.brandId, table.code),
    uniqueIndex('lottery_games_game_key').on(table.gameId),
  ],
);
export type LotteryGameRow = typeof lotteryGames.$inferSelect;

/** One draw of a lottery game (its numero) and its confirmed result. */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotteryGameId: integer('lottery_game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    locksAt: timestamp('locks_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: LOTTERY_ISSUE_STATUSES }).notNull().default('open'),
    /** House draws: hex server seed, secret until seed_revealed_at. */
    serverSeed: text('server_seed'),
    /** House draws: SHA-256 of the server seed, public from creation. */
    commitment: text('commitment'),
    /** House draws: `<game code>:<numero>`, public and fixed. */
    clientSeed: text('client_seed'),
    seedRevealedAt: timestamp('seed_revealed_at', { withTimezone: true }),
    /** The confirmed board: tier key -> numbers (DrawResult). */
    result: jsonb('result').$type<Record<string, string[]>>(),
    heldTiers: text('held_tiers').array(),
    /** 'house', 'sources' (two agreed) or the operator who resolved a hold. */
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** Set by settlement (tickets, next part) when it moves the issue to settled. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lottery_issues_game_numero_key').on(table.lotteryGameId, table.numero),
    index('lottery_issues_game_draws_idx').on(table.lotteryGameId, table.drawsAt),
    index('lottery_issues_pending_idx')
      .on(table.drawsAt)
      .where(sql`${table.status} in ('open', 'locked')`),
  ],
);
export type LotteryIssueRow = typeof lotteryIssues.$inferSelect;

// Lottery tickets (issue 19, part 2; migration 0034): docs/architecture.md "Lottery: tickets".

export const LOTTERY_SLIP_STATUSES = ['placing', 'taken'] as const;
export const LOTTERY_TICKET_STATUS_VALUES = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;

/** A slip: one request's bets on one issue, or on the next `issues` (a chase); one wallet bet. */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lotteryGameId: integer('lottery_game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    /** The vendor's vassalage and the wallet's player id: what the wallet messages name. */
    vendorCode: text('vendor_code').notNull(),
    playerId: text('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    requestId: text('request_id').notNull(),
    contentHash: text('content_hash').notNull(),
    cost: bigint('cost', { mode: 'bigint' }).notNull(),
    issues: integer('issues').notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    status: text('status', { enum: LOTTERY_SLIP_STATUSES }).notNull().default('placing'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lottery_slips_member_request_key').on(table.memberId, table.requestId)],
);
export type LotterySlipRow = typeof lotterySlips.$inferSelect;

/** A ticket: one bet of a slip on one issue. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySlips.id, { onDelete: 'cascade' }),
    betIndex: integer('bet_index').notNull(),
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    lotteryGameId: integer('lottery_game_id').notNull(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    numbers: text('numbers').array().notNull(),
    units: integer('units').notNull(),
    lines: integer('lines').notNull(),
    cost: bigint('cost', { mode: 'bigint' }).notNull(),
    maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(0n),
    hits: integer('hits').notNull().default(0),
    status: text('status', { enum: LOTTERY_TICKET_STATUS_VALUES }).notNull().default('pending'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Cancelled or refunded: when the wallet answered the refund credit. */
    refundPaidAt: timestamp('refund_paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lottery_tickets_slip_issue_bet_key').on(table.slipId, table.issueId, table.betIndex),
    index('lottery_tickets_issue_pending_idx')
      .on(table.issueId, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('lottery_tickets_issue_won_idx')
      .on(table.issueId, table.memberId)
      .where(sql`${table.status} = 'won'`),
    index('lottery_tickets_member_game_idx').on(table.memberId, table.lotteryGameId, table.id),
    index('lottery_tickets_refund_due_idx')
      .on(table.id)
      .where(sql`${table.status} in ('cancelled', 'refunded') AND ${table.refundPaidAt} IS NULL`),
  ],
);
export type LotteryTicketRow = typeof lotteryTickets.$inferSelect;

/** What an issue's pending tickets risk per exposure key ('' = their summed maximum payout). */
export const lotteryExposures = pgTable(
  'lottery_exposures',
  {
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ name: 'lottery_exposures_pkey', columns: [table.issueId, table.key] })],
);

/** A real draw's result as one source gave it; one row per issue and source. */
export const lotteryResultEntries = pgTable(
  'lottery_result_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    operator: text('operator').notNull(),
    result: jsonb('result').$type<Record<string, string[]>>().notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lottery_result_entries_issue_source_key').on(table.issueId, table.source)],
);
