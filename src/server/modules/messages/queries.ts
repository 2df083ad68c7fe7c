import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, messages, messageStates, type MessageRow } from '../../db/schema';

/** SQL of the member inbox: what one member sees, their read/deleted state, the operator's list. */

/** Whose inbox: the member, its brand, and the time that decides the schedule. */
export interface Reader {
  brandId: number;
  memberId: number;
  now: Date;
}

/** The member's state row joined to each message (left join: no row = unread, not deleted). */
const stateJoin = (memberId: number) =>
  and(eq(messageStates.messageId, messages.id), eq(messageStates.memberId, memberId));

/** Messages to this member or to all of its brand, inside their schedule, not deleted by it. */
function visibleTo(reader: Reader): SQL | undefined {
  return and(
    eq(messages.brandId, reader.brandId),
    or(eq(messages.memberId, reader.memberId), isNull(messages.memberId)),
    or(isNull(messages.startsAt), lte(messages.startsAt, reader.now)),
    or(isNull(messages.endsAt), gt(messages.endsAt, reader.now)),
    isNull(messageStates.deletedAt),
  );
}

export async function countUnread(db: Database, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .leftJoin(messageStates, stateJoin(reader.memberId))
    .where(and(visibleTo(reader), isNull(messageStates.readAt)));
  return row?.n ?? 0;
}

export async function countVisible(db: Database, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .leftJoin(messageStates, stateJoin(reader.memberId))
    .where(visibleTo(reader));
  return row?.n ?? 0;
}

/** One page of the inbox, newest first, with whether the member has read each. */
export function selectInboxPage(
  db: Database,
  reader: Reader,
  page: { limit: number; offset: number },
): Promise<{ message: MessageRow; readAt: Date | null }[]> {
  return db
    .select({ message: messages, readAt: messageStates.readAt })
    .from(messages)
    .leftJoin(messageStates, stateJoin(reader.memberId))
    .where(visibleTo(reader))
    .orderBy(desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Whether this member sees the message now (the read and delete calls act only on those). */
export async function isVisible(db: Database, reader: Reader, messageId: number): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .leftJoin(messageStates, stateJoin(reader.memberId))
    .where(and(eq(messages.id, messageId), visibleTo(reader)))
    .limit(1);
  return rows.length > 0;
}

/** Records the first read (a second read keeps the first time). */
export async function markRead(db: Database, messageId: number, memberId: number, at: Date): Promise<void> {
  await db
    .insert(messageStates)
    .values({ messageId, memberId, readAt: at })
    .onConflictDoUpdate({
      target: [messageStates.messageId, messageStates.memberId],
      set: { readAt: sql`coalesce(${messageStates.readAt}, excluded.read_at)` },
    });
}

/** Hides the message from this member's inbox. */
export async function markDeleted(db: Database, messageId: number, memberId: number, at: Date): Promise<void> {
  await db
    .insert(messageStates)
    .values({ messageId, memberId, deletedAt: at })
    .onConflictDoUpdate({
      target: [messageStates.messageId, messageStates.memberId],
      set: { deletedAt: sql`coalesce(${messageStates.deletedAt}, excluded.deleted_at)` },
    });
}

export async function insertMessage(db: Database, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}

/** A brand's messages for operators (newest first), with the addressee and how many members read each. */
export async function selectAdminPage(
  db: Database,
  brandId: number,
  filter: { memberId?: number; limit: number; offset: number },
): Promise<{ rows: { message: MessageRow; username: string | null; readCount: number }[]; total: number }> {
  const where = and(
    eq(messages.brandId, brandId),
    filter.memberId === undefined ? undefined : eq(messages.memberId, filter.memberId),
  );
  const rows = await db
    .select({
      message: messages,
      username: members.username,
      readCount: sql<number>`(select count(*) from ${messageStates}
        where ${messageStates.messageId} = ${messages.id} and ${messageStates.readAt} is not null)`.mapWith(Number),
    })
    .from(messages)
    .leftJoin(members, eq(members.id, messages.memberId))
    .where(where)
    .orderBy(desc(messages.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function selectMessage(db: Database, brandId: number, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.brandId, brandId)));
  return row;
}

/** Deletes a message for everyone (its member states go with it). */
export async function deleteMessage(db: Database, id: number): Promise<void> {
  await db.delete(messages).where(eq(messages.id, id));
}
