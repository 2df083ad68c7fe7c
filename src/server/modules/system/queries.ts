import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, type BrandRow } from '../../db/schema';

/** SQL for brands. */

/** merchant code and last change of every brand: the cheap poll behind the brand cache. */
export function selectBrandVersions(db: Database): Promise<{ merchantCode: string; updatedAt: Date }[]> {
  return db.select({ merchantCode: brands.merchantCode, updatedAt: brands.updatedAt }).from(brands);
}

/** Full rows of the given brands (all brands when codes is undefined). */
export function selectBrands(db: Database, codes?: string[]): Promise<BrandRow[]> {
  const query = db.select().from(brands);
  return codes ? query.where(inArray(brands.merchantCode, codes)) : query;
}

/** One brand by merchant code. */
export async function selectBrand(db: Database, merchantCode: string): Promise<BrandRow | undefined> {
  const rows = await db.select().from(brands).where(eq(brands.merchantCode, merchantCode)).limit(1);
  return rows[0];
}

/** Sets the maintenance switch and announced end; returns the updated row. */
export async function updateBrandMaintenance(
  db: Database,
  merchantCode: string,
  maintenance: boolean,
  endAt: Date | null,
): Promise<BrandRow | undefined> {
  const rows = await db
    .update(brands)
    .set({ maintenance, maintenanceEndAt: endAt, updatedAt: new Date() })
    .where(eq(brands.merchantCode, merchantCode))
    .returning();
  return rows[0];
}

/** Replaces the blocked countries and the allow-list; returns the updated row. */
export async function updateBrandRegion(
  db: Database,
  merchantCode: string,
  blockedCountries: string[],
  allowedIps: string[],
): Promise<BrandRow | undefined> {
  const rows = await db
    .update(brands)
    .set({ blockedCountries, allowedIps, updatedAt: new Date() })
    .where(eq(brands.merchantCode, merchantCode))
    .returning();
  return rows[0];
}
