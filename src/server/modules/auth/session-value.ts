import type { SessionValue } from '../../../shared/api/auth';
import type { MemberRow } from '../../db/schema';
import type { BrandSnapshot } from '../system/snapshot';
import { auditAccount, type AccountEvent } from './audit';
import type { AuthDeps, Caller } from './deps';
import { updateMember } from './queries';
import { issueRememberToken, startSession } from './sessions';

const DAY_MS = 86_400_000;

/** Whether the member must change the password now: told to, or it is older than the brand allows. */
export function passwordExpired(brand: BrandSnapshot, member: MemberRow, now: number): boolean {
  if (member.mustChangePassword) return true;
  return olderThanPolicy(brand, member, now);
}

function olderThanPolicy(brand: BrandSnapshot, member: MemberRow, now: number): boolean {
  const days = brand.auth.passwordExpiryDays;
  return member.passwordHash !== null && days > 0 && member.passwordChangedAt.getTime() + days * DAY_MS < now;
}

/**
 * Everything a successful login does in one transaction: clears the failure count, makes a
 * used temporary password the password (and demands a change), replaces the member's session,
 * issues a remember token when asked (or hands on the rotated one's end), and audits.
 */
export async function completeLogin(
  deps: AuthDeps,
  brand: BrandSnapshot,
  member: MemberRow,
  caller: Caller,
  options: {
    event: AccountEvent;
    usedTemporaryPassword?: boolean;
    remember?: boolean;
    /** A resumed session keeps the end of the original 24 hours. */
    rememberUntil?: Date;
    detail?: Record<string, unknown>;
  },
): Promise<{ value: SessionValue; rememberToken?: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const temporary = options.usedTemporaryPassword === true && member.tempPasswordHash !== null;
    // A password login with a password past the brand's age (PWDEXPFORCECHANGE3) must change it
    // before anything else, in this session and the next: the flag the member-auth hook enforces.
    // SMS and social logins skip it (spec section 4), unless an operator asked for the change.
    const expiredByPolicy =
      options.event === 'login' &&
      options.detail?.type !== 'sms' &&
      options.detail?.type !== 'social' &&
      brand.modules.PWDEXPFORCECHANGE3 !== false &&
      olderThanPolicy(brand, member, now);
    const updated =
      (await updateMember(tx, member.id, {
        failedLogins: 0,
        lockedUntil: null,
        lastLoginAt: new Date(now),
        ...(expiredByPolicy ? { mustChangePassword: true } : {}),
        ...(temporary
          ? {
              passwordHash: member.tempPasswordHash,
              mustChangePassword: true,
              tempPasswordHash: null,
              tempPasswordExpiresAt: null,
            }
          : {}),
      })) ?? member;
    const token = await startSession(deps, tx, member.id, caller);
    const rememberToken =
      options.remember || options.rememberUntil
        ? await issueRememberToken(deps, tx, member.id, options.rememberUntil)
        : undefined;
    await auditAccount(tx, now, {
      brandId: brand.id,
      memberId: member.id,
      username: member.username,
      event: options.event,
      caller,
      detail: { ...options.detail, ...(temporary ? { temporaryPassword: true } : {}) },
    });
    return {
      value: {
        token,
        firstTimeLogin: member.lastLoginAt === null,
        passwordExpired: passwordExpired(brand, updated, now),
      },
      ...(rememberToken ? { rememberToken } : {}),
    };
  });
}
