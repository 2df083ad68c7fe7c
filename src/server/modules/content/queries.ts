import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contentImages,
  contentItems,
  contentTranslations,
  feedback,
  memberSeenNotices,
  type ContentItemKind,
  type ContentItemRow,
  type ContentTranslationRow,
} from '../../db/schema';

/** The columns of a content item an operator writes (everything but ids and timestamps). */
export type ContentItemValues = Omit<typeof contentItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type TranslationValues = Omit<ContentTranslationRow, 'itemId'>;

/** Enabled items of the kinds inside their schedule at `now`, in display order. */
export function selectLiveItems(
  db: Database,
  brandId: number,
  kinds: readonly ContentItemKind[],
  now: Date,
): Promise<ContentItemRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.brandId, brandId),
        inArray(contentItems.kind, [...kinds]),
        eq(contentItems.enabled, true),
        or(isNull(contentItems.startsAt), lte(contentItems.startsAt, now)),
        or(isNull(contentItems.endsAt), gt(contentItems.endsAt, now)),
      ),
    )
    .orderBy(asc(contentItems.sort), asc(contentItems.id));
}

/** Every item of a kind (operators see disabled and unscheduled ones too). */
export function selectItems(db: Database, brandId: number, kind: ContentItemKind): Promise<ContentItemRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.brandId, brandId), eq(contentItems.kind, kind)))
    .orderBy(asc(contentItems.sort), asc(contentItems.id));
}

export async function selectItem(
  db: Database,
  brandId: number,
  kind: ContentItemKind,
  id: number,
): Promise<ContentItemRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.brandId, brandId), eq(contentItems.kind, kind)));
  return row;
}

export async function selectTranslations(db: Database, itemIds: number[]): Promise<ContentTranslationRow[]> {
  if (itemIds.length === 0) return [];
  return db.select().from(contentTranslations).where(inArray(contentTranslations.itemId, itemIds));
}

export async function insertItem(db: Database, values: ContentItemValues): Promise<ContentItemRow> {
  const [row] = await db.insert(contentItems).values(values).returning();
  if (!row) throw new Error('content insert returned no row');
  return row;
}

export async function updateItem(
  db: Database,
  id: number,
  values: Partial<ContentItemValues>,
): Promise<ContentItemRow | undefined> {
  const [row] = await db
    .update(contentItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contentItems.id, id))
    .returning();
  return row;
}

/** Replaces an item's translations with these. */
export async function replaceTranslations(db: Database, itemId: number, rows: TranslationValues[]): Promise<void> {
  await db.delete(contentTranslations).where(eq(contentTranslations.itemId, itemId));
  if (rows.length > 0) await db.insert(contentTranslations).values(rows.map((row) => ({ ...row, itemId })));
}

export async function deleteItem(db: Database, id: number): Promise<void> {
  await db.delete(contentItems).where(eq(contentItems.id, id));
}

/** Known image sizes by public URL path (for translations that name our images). */
export async function selectImageSizes(
  db: Database,
  sha256s: string[],
): Promise<Map<string, { width: number; height: number }>> {
  if (sha256s.length === 0) return new Map();
  const rows = await db
    .select({ sha256: contentImages.sha256, width: contentImages.width, height: contentImages.height })
    .from(contentImages)
    .where(inArray(contentImages.sha256, sha256s));
  return new Map(rows.map((row) => [row.sha256, { width: row.width, height: row.height }]));
}

export async function insertImage(db: Database, values: typeof contentImages.$inferInsert): Promise<void> {
  await db.insert(contentImages).values(values).onConflictDoNothing();
}

export async function insertFeedback(db: Database, values: typeof feedback.$inferInsert): Promise<number> {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return row.id;
}

/** Of these items, the ones the member has seen in their current version (unchanged since). */
export async function selectSeenItemIds(db: Database, memberId: number, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: memberSeenNotices.itemId })
    .from(memberSeenNotices)
    .innerJoin(
      contentItems,
      and(eq(contentItems.id, memberSeenNotices.itemId), eq(contentItems.updatedAt, memberSeenNotices.version)),
    )
    .where(and(eq(memberSeenNotices.memberId, memberId), inArray(memberSeenNotices.itemId, itemIds)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Records that the member has seen these items as they are now. The version is copied from the
 * item's updated_at inside the statement, so it compares equal to the microsecond later.
 */
export async function upsertSeenItems(db: Database, memberId: number, itemIds: number[], now: Date): Promise<void> {
  if (itemIds.length === 0) return;
  await db.execute(sql`
    insert into ${memberSeenNotices} (member_id, item_id, version, seen_at)
    select ${memberId}, ${contentItems.id}, ${contentItems.updatedAt}, ${now.toISOString()}::timestamptz
    from ${contentItems} where ${inArray(contentItems.id, itemIds)}
    on conflict (member_id, item_id) do update set version = excluded.version, seen_at = excluded.seen_at`);
}
