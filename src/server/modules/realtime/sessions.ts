import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, memberSessions } from '../../db/schema';

/**
 * Of the given member sessions, the ones still live: not revoked (logout, a newer login, a
 * reset), before their absolute end and their idle end, their member not disabled (as
 * resolveSession decides for a REST call). Read without touching them: an open page
 * listening is not activity, so the idle limit still ends a session nobody uses.
 */
export async function liveSessions(db: Database, sessionIds: number[], now: Date): Promise<Set<number>> {
  const rows = await db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        inArray(memberSessions.id, sessionIds),
        eq(members.disabled, false),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
        gt(memberSessions.idleUntil, now),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
