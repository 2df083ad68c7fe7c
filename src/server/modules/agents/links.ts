import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DownlineAccountType } from '../../../shared/api/agent';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { Database } from '../../db/client';
import { members, registrationLinks, type MemberRow, type RegistrationLinkRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { uniqueViolation } from '../auth/unique-violation';
import type { BrandSnapshot } from '../system/snapshot';
import { isAgentType, notDownline } from './access';

/**
 * Invitation codes (issue 18): every agent's own affiliate code (members.affiliate_code, registers
 * members) and its registration links (registration_links, each registering a member or a
 * sub-agent). Both are accepted wherever a code is: the affiliate check, registration. Affiliate
 * codes are 8 characters, link codes 10, from one alphabet without look-alike characters, so the
 * two kinds cannot collide; the unique indexes stay the judge.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const AFFILIATE_CODE_LENGTH = 8;
export const LINK_CODE_LENGTH = 10;
/** An agent keeps at most this many links that still work, so a script cannot fill the table. */
export const MAX_ACTIVE_LINKS = 50;

export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Retries a write whose random code hit a unique index (astronomically rare; bounded anyway). */
async function withFreshCode<T>(write: (code: string) => Promise<T>, length: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(randomCode(length));
    } catch (error) {
      if (attempt >= 4 || uniqueViolation(error) === null) throw error;
    }
  }
}

/** The agent's affiliate code, made (and stored) the first time it is asked for. */
export async function ensureAffiliateCode(db: Database, agent: MemberRow): Promise<string> {
  if (agent.affiliateCode) return agent.affiliateCode;
  await withFreshCode(
    (code) =>
      db
        .update(members)
        .set({ affiliateCode: code, updatedAt: new Date() })
        .where(and(eq(members.id, agent.id), sql`${members.affiliateCode} is null`)),
    AFFILIATE_CODE_LENGTH,
  );
  // Re-read: a simultaneous call may have stored its own code first, and that one stands.
  const [row] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, agent.id));
  if (!row?.code) throw new Error(`agent ${agent.id} has no affiliate code after storing one`);
  return row.code;
}

/** What a code stands for: the agent the new account lands under and the account type. */
export interface Invitation {
  agent: MemberRow;
  accountType: DownlineAccountType;
  linkId: number | null;
}

function invalidCode(field?: string): ApiError {
  return new ApiError(400, ERROR_CODES.affiliateInvalid, 'The invitation code is not valid', field ? { field } : null);
}

/**
 * Whether the page's domain is one of the brand's (its main domain and domain routes, ports
 * ignored, subdomains included). A brand with no domain configured, or a caller that sends none
 * (the desktop app has no page), is not checked: the brand is already known from the request.
 */
export function domainBelongs(brand: BrandSnapshot, domain: string | undefined): boolean {
  const asked = hostOf(domain ?? '');
  const own = [brand.info.mainDomain, ...brand.info.domainRoute.map((route) => route.domain)]
    .map(hostOf)
    .filter((host) => host !== '');
  if (asked === '' || own.length === 0) return true;
  return own.some((host) => asked === host || asked.endsWith(`.${host}`));
}

function hostOf(value: string): string {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '') return '';
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}

/**
 * The invitation behind a code (an agent's affiliate code or a working link's code), or 400
 * affiliate.invalid: unknown code, disabled link, an account that is no longer an agent or is
 * disabled, or a domain that is not the brand's.
 */
export async function resolveInvitation(
  db: Database,
  brand: BrandSnapshot,
  code: string,
  domain: string | undefined,
  field?: string,
): Promise<Invitation> {
  const trimmed = code.trim();
  if (trimmed === '' || !domainBelongs(brand, domain)) throw invalidCode(field);
  const [byAffiliate] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brand.id), sql`upper(${members.affiliateCode}) = upper(${trimmed})`))
    .limit(1);
  let invitation: Invitation | undefined = byAffiliate && { agent: byAffiliate, accountType: 'member', linkId: null };
  if (!invitation) {
    const [byLink] = await db
      .select({ link: registrationLinks, agent: members })
      .from(registrationLinks)
      .innerJoin(members, eq(members.id, registrationLinks.agentId))
      .where(and(eq(registrationLinks.brandId, brand.id), sql`upper(${registrationLinks.code}) = upper(${trimmed})`))
      .limit(1);
    if (byLink && !byLink.link.disabled)
      invitation = {
        agent: byLink.agent,
        accountType: byLink.link.accountType as DownlineAccountType,
        linkId: byLink.link.id,
      };
  }
  if (!invitation || invitation.agent.disabled || !isAgentType(invitation.agent.type)) throw invalidCode(field);
  return invitation;
}

/** Counts a registration on its link, in the registering transaction. */
export async function countRegistration(db: Database, linkId: number): Promise<void> {
  await db
    .update(registrationLinks)
    .set({ registrations: sql`${registrationLinks.registrations} + 1`, updatedAt: new Date() })
    .where(eq(registrationLinks.id, linkId));
}

export function selectLinks(db: Database, agentId: number): Promise<RegistrationLinkRow[]> {
  return db
    .select()
    .from(registrationLinks)
    .where(eq(registrationLinks.agentId, agentId))
    .orderBy(desc(registrationLinks.id))
    .limit(200);
}

/** A new link of the agent; refused past MAX_ACTIVE_LINKS working links. */
export async function createLink(
  db: Database,
  agent: MemberRow,
  accountType: DownlineAccountType,
): Promise<RegistrationLinkRow> {
  return db.transaction(async (tx) => {
    // One agent's link creations queue on its member row, so the cap holds under a burst.
    await tx.execute(sql`select id from members where id = ${agent.id} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(registrationLinks)
      .where(and(eq(registrationLinks.agentId, agent.id), eq(registrationLinks.disabled, false)));
    if ((count?.n ?? 0) >= MAX_ACTIVE_LINKS)
      throw new ApiError(
        429,
        ERROR_CODES.tooManyRequests,
        `At most ${MAX_ACTIVE_LINKS} working links; disable one first`,
      );
    // No retry on a code collision here: one would abort the transaction, and at 32^10 codes the
    // chance is nil; the unique index would refuse it rather than share a code.
    const [row] = await tx
      .insert(registrationLinks)
      .values({ brandId: agent.brandId, agentId: agent.id, code: randomCode(LINK_CODE_LENGTH), accountType })
      .returning();
    if (!row) throw new Error('insert into registration_links returned nothing');
    return row;
  });
}

/** Disables one of the agent's own links (idempotent); another agent's link id answers 404. */
export async function disableLink(db: Database, agent: MemberRow, linkId: number): Promise<RegistrationLinkRow> {
  const [row] = await db
    .update(registrationLinks)
    .set({ disabled: true, updatedAt: new Date() })
    .where(and(eq(registrationLinks.id, linkId), eq(registrationLinks.agentId, agent.id)))
    .returning();
  if (!row) throw notDownline();
  return row;
}
