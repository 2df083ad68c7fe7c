import { ERROR_CODES } from '../../../shared/api/envelope';
import { REMEMBER_ME_HOURS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/tokens';
import type { BrandSnapshot } from '../system/snapshot';
import type { AuthDeps, Caller } from './deps';
import {
  consumeRememberToken,
  insertRememberToken,
  insertSession,
  revokeMemberSessions,
  selectLiveSession,
  touchSession,
} from './queries';

/**
 * Member sessions: opaque random tokens stored as SHA-256, one live session per member (a new
 * login replaces the previous one), an idle limit and an absolute end. Remember tokens are the
 * same kind of secret, valid 24 hours and used once each.
 */

/** The member behind a live session token. */
export interface SignedIn {
  sessionId: number;
  member: MemberRow;
}

/** last_seen_at is written at most this often, so busy sessions do not cost a write per call. */
const TOUCH_EVERY_MS = 15_000;
export const REMEMBER_MS = REMEMBER_ME_HOURS * 3_600_000;

/** Starts a session and ends the member's previous ones; returns the token (shown only here). */
export async function startSession(deps: AuthDeps, db: Database, memberId: number, caller: Caller): Promise<string> {
  const token = newToken();
  const now = new Date(deps.now());
  await revokeMemberSessions(db, memberId, now);
  await insertSession(db, {
    tokenHash: sha256(token),
    memberId,
    ip: caller.ip,
    device: caller.device,
    now,
    expiresAt: new Date(now.getTime() + deps.sessionMaxMs),
    idleUntil: new Date(now.getTime() + deps.sessionIdleMs),
  });
  return token;
}

export function notSignedIn(): ApiError {
  return new ApiError(401, ERROR_CODES.notLoggedIn, 'Please log in: the session is missing, expired or was replaced');
}

/** The member of a live session token in this brand, or 401 login.not.session. */
export async function resolveSession(deps: AuthDeps, brand: BrandSnapshot, token: string): Promise<SignedIn> {
  const now = deps.now();
  const found =
    token === ''
      ? undefined
      : await selectLiveSession(deps.db, brand.id, sha256(token), new Date(now), new Date(now - deps.sessionIdleMs));
  if (!found) throw notSignedIn();
  if (now - found.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await touchSession(deps.db, found.sessionId, new Date(now), new Date(now + deps.sessionIdleMs));
  return { sessionId: found.sessionId, member: found.member };
}

/** Issues a remember token ending at `expiresAt` (24 hours from now for a fresh login). */
export async function issueRememberToken(
  deps: AuthDeps,
  db: Database,
  memberId: number,
  expiresAt = new Date(deps.now() + REMEMBER_MS),
): Promise<string> {
  const token = newToken();
  await insertRememberToken(db, { tokenHash: sha256(token), memberId, now: new Date(deps.now()), expiresAt });
  return token;
}

/** Uses up a remember token: its member and the end of the 24 hours, or undefined when dead or replayed. */
export async function useRememberToken(
  deps: AuthDeps,
  db: Database,
  token: string,
): Promise<{ memberId: number; expiresAt: Date } | undefined> {
  if (token === '') return undefined;
  return consumeRememberToken(db, sha256(token), new Date(deps.now()));
}
