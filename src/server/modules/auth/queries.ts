import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountAudit, members, memberSessions, rememberTokens, type MemberRow } from '../../db/schema';

/** SQL for members, their sessions, remember tokens and the account audit. */

/** A member by username, ignoring case. */
export async function selectMemberByUsername(
  db: Database,
  brandId: number,
  username: string,
): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  return rows[0];
}

/** A member by E.164 mobile number. */
export async function selectMemberByMobile(
  db: Database,
  brandId: number,
  mobile: string,
): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.mobile, mobile)))
    .limit(1);
  return rows[0];
}

export async function insertMember(db: Database, values: typeof members.$inferInsert): Promise<MemberRow> {
  const rows = await db.insert(members).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into members returned nothing');
  return row;
}

export async function updateMember(
  db: Database,
  memberId: number,
  values: Partial<typeof members.$inferInsert>,
): Promise<MemberRow | undefined> {
  const rows = await db
    .update(members)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(members.id, memberId))
    .returning();
  return rows[0];
}

export async function insertSession(
  db: Database,
  values: {
    tokenHash: string;
    memberId: number;
    ip: string;
    device: string;
    now: Date;
    expiresAt: Date;
    idleUntil: Date;
  },
): Promise<number> {
  const rows = await db
    .insert(memberSessions)
    .values({
      tokenHash: values.tokenHash,
      memberId: values.memberId,
      ip: values.ip,
      device: values.device,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
      idleUntil: values.idleUntil,
    })
    .returning({ id: memberSessions.id });
  return rows[0]?.id ?? 0;
}

/** The live session of a token hash in a brand: not revoked, not past its absolute end or idle limit. */
export async function selectLiveSession(
  db: Database,
  brandId: number,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<{ sessionId: number; lastSeenAt: Date; member: MemberRow } | undefined> {
  const rows = await db
    .select({ sessionId: memberSessions.id, lastSeenAt: memberSessions.lastSeenAt, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
        gt(memberSessions.lastSeenAt, idleSince),
        eq(members.brandId, brandId),
        eq(members.disabled, false),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Marks a session used now; its idle end moves with it (game tokens read idle_until). */
export async function touchSession(db: Database, sessionId: number, now: Date, idleUntil: Date): Promise<void> {
  await db.update(memberSessions).set({ lastSeenAt: now, idleUntil }).where(eq(memberSessions.id, sessionId));
}

/** Revokes one session. */
export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/** Revokes every live session of a member, except one when given. */
export async function revokeMemberSessions(
  db: Database,
  memberId: number,
  now: Date,
  exceptId?: number,
): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        exceptId === undefined ? undefined : ne(memberSessions.id, exceptId),
      ),
    );
}

export async function insertRememberToken(
  db: Database,
  values: { tokenHash: string; memberId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(rememberTokens).values({
    tokenHash: values.tokenHash,
    memberId: values.memberId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** Uses up a live remember token in one statement (a replay finds it revoked); its member and end. */
export async function consumeRememberToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ memberId: number; expiresAt: Date } | undefined> {
  const rows = await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(rememberTokens.tokenHash, tokenHash), isNull(rememberTokens.revokedAt), gt(rememberTokens.expiresAt, now)),
    )
    .returning({ memberId: rememberTokens.memberId, expiresAt: rememberTokens.expiresAt });
  return rows[0];
}

export async function revokeRememberTokens(db: Database, memberId: number, now: Date): Promise<void> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.memberId, memberId), isNull(rememberTokens.revokedAt)));
}

export async function selectMember(db: Database, memberId: number): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0];
}

/** Appends an account event. */
export async function insertAccountAudit(db: Database, entry: typeof accountAudit.$inferInsert): Promise<void> {
  await db.insert(accountAudit).values(entry);
}
