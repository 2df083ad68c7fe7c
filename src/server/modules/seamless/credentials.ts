import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Credential, CredentialInput } from '../../../shared/api/seamless-admin';
import type { Database } from '../../db/client';
import type { ChangeBus } from '../../db/change-bus';
import { vendorCredentials, vendors } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { IpMatcher, parseIpRule } from '../../lib/ip';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { getBrand } from '../system/service';

/**
 * Seamless vendors' protocol credentials. A credential names one brand's vendor; its public
 * key id travels as X-Vendor, its secret signs every request (signature.ts), and its address
 * list says where the vendor may call from: an empty list admits no one, and "anywhere" must be
 * written out (0.0.0.0/0 and ::/0) so it is always a deliberate choice. A vendor may hold
 * several credentials at once (rotation: create the new one, switch, disable the old one).
 */

export interface VendorCredential {
  readonly brandId: number;
  readonly vendorId: number;
  readonly vassalage: string;
  readonly secret: string;
  readonly addresses: IpMatcher;
}

/** How long a credential lookup is reused; a disabled credential stops working within this. */
export const CREDENTIAL_CACHE_MS = 30_000;
/** Change-bus topic of credential writes; the key is the key id. */
export const CREDENTIAL_TOPIC = 'seamless-credential';

/** Creates a credential; the answer is the only place its secret is ever shown. */
export async function createCredential(
  db: Database,
  actor: Actor,
  merchant: string,
  vassalage: string,
  input: CredentialInput,
): Promise<Credential> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const [vendor] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.brandId, brand.id), eq(vendors.vassalage, vassalage)));
  if (!vendor) throw notFound(`No vendor ${vassalage} in this brand`);
  if (vendor.walletMode !== 'seamless')
    throw badRequest(`Vendor ${vassalage} uses the transfer wallet, not the seamless protocol`);
  const bad = input.allowedIps.filter((rule) => parseIpRule(rule) === null);
  if (bad.length > 0) throw badRequest(`Not an IP address or CIDR range: ${bad.join(', ')}`);
  const keyId = `${vassalage}-${randomBytes(9).toString('base64url')}`;
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(vendorCredentials)
    .values({ vendorId: vendor.id, keyId, secret, allowedIps: input.allowedIps, createdBy: actor.operatorId })
    .returning();
  if (!row) throw new Error('credential insert returned nothing');
  // The audit names the key, never the secret.
  await insertAudit(db, {
    operator: actor.name,
    operatorId: actor.operatorId,
    action: 'seamless.credential.create',
    detail: { merchant, vassalage, keyId, allowedIps: input.allowedIps },
    ip: actor.ip,
  });
  return {
    keyId,
    secret,
    vassalage,
    allowedIps: row.allowedIps,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Finds enabled credentials by key id, each answer reused for CREDENTIAL_CACHE_MS; a credential
 * written through any process (CREDENTIAL_TOPIC) is looked up afresh at once.
 */
export class CredentialStore {
  private readonly cache = new Map<string, { value: VendorCredential | undefined; until: number }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
    changes?: ChangeBus,
  ) {
    changes?.subscribe(CREDENTIAL_TOPIC, (keyId) => {
      if (keyId === undefined) this.cache.clear();
      else this.cache.delete(keyId);
    });
  }

  async find(keyId: string): Promise<VendorCredential | undefined> {
    const cached = this.cache.get(keyId);
    if (cached && cached.until > this.now()) return cached.value;
    const [row] = await this.db
      .select({
        brandId: vendors.brandId,
        vendorId: vendors.id,
        vassalage: vendors.vassalage,
        secret: vendorCredentials.secret,
        allowedIps: vendorCredentials.allowedIps,
      })
      .from(vendorCredentials)
      .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
      .where(and(eq(vendorCredentials.keyId, keyId), eq(vendorCredentials.enabled, true)));
    const value = row && { ...row, addresses: new IpMatcher(row.allowedIps) };
    // Unknown ids are remembered too (briefly), so a flood of made-up ids does not reach the database.
    if (this.cache.size >= 10_000) this.cache.clear();
    this.cache.set(keyId, { value, until: this.now() + CREDENTIAL_CACHE_MS });
    return value;
  }
}
