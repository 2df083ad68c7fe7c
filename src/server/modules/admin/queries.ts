import type { OperatorRole } from '../../../shared/api/admin';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorAudit, operators, operatorSessions, type OperatorRow } from '../../db/schema';

/** SQL for operators, their sessions and the audit trail. */

/** An operator by username. */
export async function selectOperator(db: Database, username: string): Promise<OperatorRow | undefined> {
  const rows = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
  return rows[0];
}

/** Creates an operator; undefined when the username is taken. */
export async function insertOperator(
  db: Database,
  values: { username: string; passwordHash: string; role: OperatorRole },
): Promise<OperatorRow | undefined> {
  const rows = await db
    .insert(operators)
    .values(values)
    .onConflictDoNothing({ target: operators.username })
    .returning();
  return rows[0];
}

/** Replaces an operator's password hash; undefined when there is no such operator. */
export async function updateOperatorPassword(
  db: Database,
  username: string,
  passwordHash: string,
): Promise<OperatorRow | undefined> {
  const rows = await db
    .update(operators)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(operators.username, username))
    .returning();
  return rows[0];
}

/** Stores a new session by token hash. */
export async function insertSession(
  db: Database,
  values: { tokenHash: string; operatorId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

/** The live (not revoked, not expired) session of a token hash, with its enabled operator. */
export async function selectLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: number; operator: OperatorRow } | undefined> {
  const rows = await db
    .select({ sessionId: operatorSessions.id, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        eq(operatorSessions.revoked, false),
        gt(operatorSessions.expiresAt, now),
        eq(operators.disabled, false),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Marks a session as used now. */
export async function touchSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, sessionId));
}

/** Revokes a session. */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(operatorSessions).set({ revoked: true }).where(eq(operatorSessions.id, sessionId));
}

/** Revokes every session of an operator (after a password reset). */
export async function revokeOperatorSessions(db: Database, operatorId: number): Promise<void> {
  await db.update(operatorSessions).set({ revoked: true }).where(eq(operatorSessions.operatorId, operatorId));
}

/** Appends an audit entry. */
export async function insertAudit(
  db: Database,
  entry: {
    operator: string;
    operatorId: number | null;
    action: string;
    detail: Record<string, unknown>;
    ip: string | null;
  },
): Promise<void> {
  await db.insert(operatorAudit).values(entry);
}
