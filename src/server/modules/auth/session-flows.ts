import { randomBytes } from 'node:crypto';
import type { SessionValue } from '../../../shared/api/auth';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { TRIAL_ROLE } from '../../../shared/constants';
import { ApiError } from '../../lib/errors';
import type { BrandSnapshot } from '../system/snapshot';
import { auditAccount } from './audit';
import type { AuthDeps, Caller } from './deps';
import { insertMember, revokeRememberTokens, revokeSession, selectMember } from './queries';
import { completeLogin } from './session-value';
import { notSignedIn, useRememberToken, type SignedIn } from './sessions';

/** Free play: a fresh trial account (type 4, no password) and its session. */
export async function freePlay(deps: AuthDeps, brand: BrandSnapshot, caller: Caller): Promise<SessionValue> {
  if (brand.modules.FREEPLAY3 === false)
    throw new ApiError(400, ERROR_CODES.functionNotAvailable, 'Free play is not available');
  const member = await insertMember(deps.db, {
    brandId: brand.id,
    username: `trial_${randomBytes(6).toString('hex')}`,
    passwordHash: null,
    type: TRIAL_ROLE,
    registerIp: caller.ip,
  });
  const { value } = await completeLogin(deps, brand, member, caller, { event: 'freeplay' });
  // A trial account has no password to change.
  return { ...value, firstTimeLogin: true, passwordExpired: false };
}

/**
 * Resumes a remembered session: the remember token is used up and replaced by a new one that
 * ends when the original 24 hours do. A used, revoked or expired token answers 401.
 */
export async function resume(
  deps: AuthDeps,
  brand: BrandSnapshot,
  rememberToken: string,
  caller: Caller,
): Promise<{ value: SessionValue; rememberToken?: string }> {
  const used = await useRememberToken(deps, deps.db, rememberToken);
  const member = used && (await selectMember(deps.db, used.memberId));
  if (!used || !member || member.brandId !== brand.id || member.disabled) throw notSignedIn();
  const outcome = await completeLogin(deps, brand, member, caller, {
    event: 'session.resume',
    rememberUntil: used.expiresAt,
  });
  return { ...outcome, value: { ...outcome.value, firstTimeLogin: false } };
}

/** Ends the session and forgets the member's remember tokens. */
export async function logout(deps: AuthDeps, brand: BrandSnapshot, signedIn: SignedIn, caller: Caller): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, signedIn.sessionId, new Date(now));
    await revokeRememberTokens(tx, signedIn.member.id, new Date(now));
    await auditAccount(tx, now, {
      brandId: brand.id,
      memberId: signedIn.member.id,
      username: signedIn.member.username,
      event: 'logout',
      caller,
    });
  });
}
