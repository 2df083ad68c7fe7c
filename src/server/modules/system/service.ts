import { encryptCsPath, CS_PATH_KEY_LENGTH } from '../../../shared/crypto/des';
import { SYSTEM_STATUS, type CustomerServiceEntry, type SystemStatus } from '../../../shared/api/system';
import type { BrandAdminView } from '../../../shared/api/admin';
import type { Database } from '../../db/client';
import type { BrandRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { countryOf } from '../../lib/geo';
import { isIpRule, normalizeIp, parseIpRule } from '../../lib/ip';
import { COUNTRY_CODES } from '../../lib/countries';
import { randomString } from '../../lib/tokens';
import { selectBrand, updateBrandMaintenance, updateBrandRegion } from './queries';
import type { BrandSnapshot } from './snapshot';

/** Rules of the system domain: visitor status, region blocks, brand maintenance and region settings. */

/** Where a visitor is and whether the brand's region block applies to them. */
export interface VisitorLocation {
  ip: string;
  country: string;
  regionRestricted: boolean;
}

/** Locates a visitor; the region block applies when the country is blocked and the IP is not allow-listed. */
export function locateVisitor(brand: BrandSnapshot, rawIp: string): VisitorLocation {
  const ip = normalizeIp(rawIp);
  const country = countryOf(ip);
  const regionRestricted = country !== '' && brand.blockedCountries.has(country) && !brand.allowedIps.has(ip);
  return { ip, country, regionRestricted };
}

/** Whether the region block applies, without building a location (skips the lookup when nothing is blocked). */
export function isRegionRestricted(brand: BrandSnapshot, rawIp: string): boolean {
  return brand.blockedCountries.size > 0 && locateVisitor(brand, rawIp).regionRestricted;
}

/** How long one set of encrypted customer-service paths is served before new keys are drawn. */
export const CS_KEY_ROTATION_MS = 1_000;

/**
 * Customer-service entries with their URLs encrypted under crypto-random keys. crypto-js DES
 * costs ~80 µs per entry, which alone would halve status throughput, so one set of keys is
 * shared by all answers within CS_KEY_ROTATION_MS (the cipher is compatibility, not secrecy).
 */
export function encryptCustomerService(brand: BrandSnapshot, now = Date.now()): CustomerServiceEntry[] {
  const cached = brand.encryptedCs;
  if (cached && now - cached.at < CS_KEY_ROTATION_MS) return cached.entries;
  const entries = brand.customerService.map((entry) => ({
    csType: entry.csType,
    csPosition: entry.csPosition,
    path: encryptCsPath(entry.url, randomString(CS_PATH_KEY_LENGTH)),
  }));
  brand.encryptedCs = { at: now, entries };
  return entries;
}

/** The status value for a visitor: maintenance wins over the region block. */
export function systemStatus(brand: BrandSnapshot, rawIp: string): SystemStatus {
  return { ...visitorStatus(brand, rawIp), info: statusInfo(brand) };
}

/** The part of the status value that depends on the visitor: everything but `info`. */
export function visitorStatus(brand: BrandSnapshot, rawIp: string): Omit<SystemStatus, 'info'> {
  const location = locateVisitor(brand, rawIp);
  const status = brand.maintenance
    ? SYSTEM_STATUS.maintenance
    : location.regionRestricted
      ? SYSTEM_STATUS.regionRestricted
      : SYSTEM_STATUS.normal;
  return {
    status,
    maintenance: brand.maintenance,
    maintenanceEndTime: brand.maintenanceEndTime,
    regionRestriction: location.regionRestricted,
    location: { ip: location.ip, country: location.country },
  };
}

/** The brand part of the status value, the same for every visitor until the keys rotate. */
export function statusInfo(brand: BrandSnapshot): SystemStatus['info'] {
  return { ...brand.info, customerService: encryptCustomerService(brand) };
}

/** What an operator sees of a brand's switches. */
export function brandAdminView(row: BrandRow): BrandAdminView {
  return {
    merchantCode: row.merchantCode,
    name: row.name,
    isDefault: row.isDefault,
    maintenance: row.maintenance,
    maintenanceEndTime: row.maintenanceEndAt ? row.maintenanceEndAt.toISOString() : null,
    blockedCountries: row.blockedCountries,
    allowedIps: row.allowedIps,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A brand by merchant code, or 404. */
export async function getBrand(db: Database, merchantCode: string): Promise<BrandRow> {
  const row = await selectBrand(db, merchantCode);
  if (!row) throw notFound(`No brand with merchant code "${merchantCode}"`);
  return row;
}

/**
 * Switches maintenance on or off. The end time is only announced to visitors; maintenance
 * lasts until switched off. Switching off clears the end time.
 */
export async function setMaintenance(
  db: Database,
  merchantCode: string,
  enabled: boolean,
  endTime?: string | null,
): Promise<BrandRow> {
  let endAt: Date | null = null;
  if (enabled && endTime != null) {
    endAt = parseIsoTime(endTime);
  }
  const row = await updateBrandMaintenance(db, merchantCode, enabled, endAt);
  if (!row) throw notFound(`No brand with merchant code "${merchantCode}"`);
  return row;
}

/** Replaces the region settings after validating every entry (nothing changes on bad input). */
export async function setRegion(
  db: Database,
  merchantCode: string,
  blockedCountries: readonly string[],
  allowedIps: readonly string[],
): Promise<BrandRow> {
  const countries = normalizeCountries(blockedCountries);
  const ips = normalizeIpRules(allowedIps);
  const row = await updateBrandRegion(db, merchantCode, countries, ips);
  if (!row) throw notFound(`No brand with merchant code "${merchantCode}"`);
  return row;
}

/** Upper-cased, de-duplicated ISO 3166 alpha-2 codes; 400 naming every invalid one. */
export function normalizeCountries(codes: readonly string[]): string[] {
  const normalized = codes.map((code) => code.trim().toUpperCase());
  const invalid = normalized.filter((code) => !COUNTRY_CODES.has(code));
  if (invalid.length > 0)
    throw badRequest(`Not ISO 3166 alpha-2 country codes: ${invalid.map((c) => JSON.stringify(c)).join(', ')}`);
  return [...new Set(normalized)];
}

/** Trimmed, de-duplicated IPs and CIDR ranges; 400 naming every invalid one. */
export function normalizeIpRules(rules: readonly string[]): string[] {
  const trimmed = rules.map((rule) => rule.trim());
  const invalid = trimmed.filter((rule) => !isIpRule(rule));
  if (invalid.length > 0)
    throw badRequest(`Not IP addresses or CIDR ranges: ${invalid.map((r) => JSON.stringify(r)).join(', ')}`);
  return [...new Set(trimmed.map((rule) => canonicalRule(rule)))];
}

function canonicalRule(rule: string): string {
  const parsed = parseIpRule(rule);
  if (!parsed) return rule;
  return parsed.prefix === null ? parsed.address : `${parsed.address}/${parsed.prefix}`;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an ISO 8601 date-time with an explicit zone; 400 otherwise. */
export function parseIsoTime(text: string): Date {
  const date = new Date(text);
  if (!ISO_TIME.test(text) || Number.isNaN(date.getTime())) {
    throw badRequest(
      `endTime must be an ISO 8601 date-time with a time zone, e.g. 2026-12-01T10:00:00Z (got ${JSON.stringify(text)})`,
    );
  }
  return date;
}
