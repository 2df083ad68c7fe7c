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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '../../shared/api/admin';
import type { StoredCashierSettings } from '../modules/cashier/settings';
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

// ---------------------------------------------------------------------------------------------
// Uploads (issues 3 and 5): deposit slips, withdrawal proofs and content images. Kept in the
// database, not on a disk, so every server process behind a load balancer can serve them.

export const UPLOAD_PURPOSES = ['deposit_slip', 'withdrawal_proof', 'content'] as const;
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
