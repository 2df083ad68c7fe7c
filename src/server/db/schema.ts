import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
