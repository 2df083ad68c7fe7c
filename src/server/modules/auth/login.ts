import type { LoginRequest, SessionValue } from '../../../shared/api/auth';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { AGENT_CENTRE_ROLES } from '../../../shared/constants';
import type { MemberRow } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { BrandSnapshot } from '../system/snapshot';
import { auditAccount } from './audit';
import type { AuthDeps, Caller } from './deps';
import { requireHumanCheck } from './human-check';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MS } from './limits';
import { toE164 } from './mobile';
import { recordLoginFailure, selectMemberByMobile, selectMemberByUsername } from './queries';
import { useSmsCode } from './sms-codes';
import { completeLogin } from './session-value';

/** The value of a login and the remember token to hand over, when asked for. */
export interface LoginOutcome {
  value: SessionValue;
  rememberToken?: string;
}

function locked(retryAfter: number): ApiError {
  return new ApiError(
    429,
    ERROR_CODES.accountLocked,
    `Too many failed logins; try again in ${Math.ceil(retryAfter / 60)} minutes`,
    { captcha: true },
    { 'retry-after': String(retryAfter) },
    retryAfter,
  );
}

const isAgent = (type: number): boolean => (AGENT_CENTRE_ROLES as readonly number[]).includes(type);

/**
 * Logs a member in by password or SMS code. Failures are counted per account (in the database,
 * so the lock holds across processes) and per IP; from 3 failures a human check is required and
 * the failure envelope says so ({captcha: true}); 10 lock the account for 15 minutes. Unknown
 * usernames cost the same argon2 work and are counted and locked alike, so answers cannot tell
 * which accounts exist.
 */
export async function login(
  deps: AuthDeps,
  brand: BrandSnapshot,
  input: LoginRequest,
  caller: Caller,
  cookieCaptchaId: string,
): Promise<LoginOutcome> {
  const username = input.username.trim();
  if (username === '' || input.password === '') throw badRequest('Enter the username and the password');
  const now = deps.now();
  const ipKey = `${brand.id}:${caller.ip}`;
  const ipWait = deps.limits.loginIp.retryAfter(ipKey);
  if (ipWait > 0) throw locked(ipWait);

  const bySms = input.type === 'sms';
  const mobile = input.countryDialingCode ? toE164(input.countryDialingCode, username) : null;
  let member = bySms ? undefined : await selectMemberByUsername(deps.db, brand.id, username);
  // SMS logins name the number; the automatic login after a reset by phone may name it too.
  if (!member && mobile && input.type !== 'username') member = await selectMemberByMobile(deps.db, brand.id, mobile);
  const unknownKey = `${brand.id}:${username.toLowerCase()}`;

  if (member?.lockedUntil && member.lockedUntil.getTime() > now)
    throw locked(Math.ceil((member.lockedUntil.getTime() - now) / 1000));
  if (!member) {
    const wait = deps.limits.loginUnknown.retryAfter(unknownKey);
    if (wait > 0) throw locked(wait);
  }
  const failures = member ? member.failedLogins : deps.limits.loginUnknown.count(unknownKey);
  if (failures >= CAPTCHA_AFTER_FAILURES || deps.limits.loginIp.count(ipKey) >= CAPTCHA_AFTER_FAILURES) {
    await requireHumanCheck(deps, brand, { ...input, cookieCaptchaId });
  }

  const check = await checkSecret(deps, brand, member, input.password, bySms ? mobile : null);
  if (!member || check === 'wrong') {
    deps.limits.loginIp.fail(ipKey);
    let count: number;
    let lockedNow = false;
    if (member) {
      ({ failedLogins: count, locked: lockedNow } = await recordLoginFailure(
        deps.db,
        member.id,
        LOCK_AFTER_FAILURES,
        new Date(now + LOCK_MS),
      ));
    } else {
      deps.limits.loginUnknown.fail(unknownKey);
      count = deps.limits.loginUnknown.count(unknownKey);
      lockedNow = count >= LOCK_AFTER_FAILURES;
    }
    const base = { brandId: brand.id, memberId: member?.id ?? null, username, caller };
    await auditAccount(deps.db, now, {
      ...base,
      event: 'login.failure',
      detail: { type: input.type, known: !!member },
    });
    if (lockedNow) {
      await auditAccount(deps.db, now, { ...base, event: 'login.lock', detail: { failures: count } });
      throw locked(LOCK_MS / 1000);
    }
    const captcha = count >= CAPTCHA_AFTER_FAILURES || deps.limits.loginIp.count(ipKey) >= CAPTCHA_AFTER_FAILURES;
    throw new ApiError(401, ERROR_CODES.invalidCredentials, 'Wrong username or password', { captcha });
  }

  if (member.disabled) throw new ApiError(403, ERROR_CODES.accountDisabled, 'This account is disabled');
  const path = input.loginPath ?? 'member';
  if (path === 'agent' && !isAgent(member.type))
    throw new ApiError(403, ERROR_CODES.notAgent, 'Non-agents cannot log in here');
  if (path === 'member' && isAgent(member.type))
    throw new ApiError(403, ERROR_CODES.notMember, 'Agents log in through the agent page');

  return completeLogin(deps, brand, member, caller, {
    event: 'login',
    usedTemporaryPassword: check === 'temporary',
    remember: input.remember === true,
    detail: { type: input.type, path },
  });
}

/**
 * Checks the password (or the SMS code): 'password', 'temporary' for a mailed temporary one, or
 * 'wrong'. Unknown accounts still spend one argon2 verification.
 */
async function checkSecret(
  deps: AuthDeps,
  brand: BrandSnapshot,
  member: MemberRow | undefined,
  secret: string,
  smsMobile: string | null,
): Promise<'password' | 'temporary' | 'wrong'> {
  if (smsMobile !== null) {
    if (!member || member.mobile !== smsMobile) return 'wrong';
    try {
      await useSmsCode(deps, brand, { mobile: smsMobile, purpose: 'no-login', code: secret });
      return 'password';
    } catch {
      return 'wrong';
    }
  }
  if (!member?.passwordHash) {
    await verifyAgainstDummy(secret);
    return 'wrong';
  }
  if (await verifyPassword(member.passwordHash, secret)) return 'password';
  const temporaryLive = member.tempPasswordHash && (member.tempPasswordExpiresAt?.getTime() ?? 0) > deps.now();
  if (temporaryLive && member.tempPasswordHash && (await verifyPassword(member.tempPasswordHash, secret)))
    return 'temporary';
  return 'wrong';
}
