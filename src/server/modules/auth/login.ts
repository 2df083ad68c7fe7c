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
import type { Database } from '../../db/client';
import { clear, forget, holdUntil, release, reserve } from '../limits/limiter';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MS, RULES } from '../limits/rules';
import { toE164 } from './mobile';
import { selectMemberByMobile, selectMemberByUsername } from './queries';
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

/** The limiter keys of a login: the account (a member, or an unknown name), the pair, the address. */
function loginKeys(brandId: number, account: string, ip: string) {
  const accountKey = `${brandId}:${account}`;
  return { account: accountKey, pair: `${accountKey}|${ip}`, address: `${brandId}:${ip}` };
}

/** Forgets a member's login failures and locks from every address (an operator's unlock or reset). */
export async function forgetLoginFailures(db: Database, brandId: number, memberId: number): Promise<void> {
  const keys = loginKeys(brandId, `m${memberId}`, '');
  await forget(db, RULES.loginAccount, keys.account);
  await forget(db, RULES.loginPair, keys.pair, true);
}

/**
 * Logs a member in by password or SMS code. Every attempt first reserves its slot in the shared
 * limiter (docs/architecture.md "Limits"), in one statement, for three keys: the account from
 * this address (the pair), the account from any address, and the address across accounts. From
 * the 4th attempt of any of them a human check is required (the failure envelope says so with
 * {captcha: true}); the 10th failure of a pair locks that pair for 15 minutes, so a stranger
 * cannot lock a member out from elsewhere; an address is refused after 30 attempts. Unknown
 * usernames cost the same argon2 work and are counted and locked alike, so answers cannot tell
 * which accounts exist. A burst gets counts 1..n from the database, so at most 3 password checks
 * run without a solved captcha, and at most 10 per pair and window in any case; attempts refused
 * before the check give their slots back.
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

  const bySms = input.type === 'sms';
  const mobile = input.countryDialingCode ? toE164(input.countryDialingCode, username) : null;
  let member = bySms ? undefined : await selectMemberByUsername(deps.db, brand.id, username);
  // SMS logins name the number; the automatic login after a reset by phone may name it too.
  if (!member && mobile && input.type !== 'username') member = await selectMemberByMobile(deps.db, brand.id, mobile);

  const keys = loginKeys(brand.id, member ? `m${member.id}` : `u:${username.toLowerCase()}`, caller.ip);
  const [pair, account, address] = await reserve(deps.db, now, [
    [RULES.loginPair, keys.pair],
    [RULES.loginAccount, keys.account],
    [RULES.loginAddress, keys.address],
  ]);
  if (!pair || !account || !address) throw new Error('login reserved no slots');
  // An attempt refused before the password check gives its slots back: only checks in flight and
  // checked failures hold slots, so a burst runs at most 3 checks without a captcha.
  try {
    if (!pair.allowed) throw locked(pair.retryAfter);
    if (!address.allowed) throw locked(address.retryAfter);
    if (Math.max(pair.count, account.count, address.count) > CAPTCHA_AFTER_FAILURES) {
      await requireHumanCheck(deps, brand, { ...input, cookieCaptchaId });
    }
  } catch (error) {
    await Promise.all([release(deps.db, pair), release(deps.db, account), release(deps.db, address)]);
    throw error;
  }

  const check = await checkSecret(deps, brand, member, input.password, bySms ? mobile : null);
  if (!member || check === 'wrong') {
    const lockedNow = pair.count >= LOCK_AFTER_FAILURES;
    if (lockedNow) await holdUntil(deps.db, pair, new Date(now + LOCK_MS));
    const base = { brandId: brand.id, memberId: member?.id ?? null, username, caller };
    await auditAccount(deps.db, now, {
      ...base,
      event: 'login.failure',
      detail: { type: input.type, known: !!member },
    });
    if (lockedNow) {
      await auditAccount(deps.db, now, { ...base, event: 'login.lock', detail: { failures: pair.count } });
      throw locked(LOCK_MS / 1000);
    }
    const captcha = Math.max(pair.count, account.count, address.count) >= CAPTCHA_AFTER_FAILURES;
    throw new ApiError(401, ERROR_CODES.invalidCredentials, 'Wrong username or password', { captcha });
  }
  // The right secret forgives the account's failures before it, and on the address the attempts
  // of this pair (not other accounts' failures from there, which an attacker's own login would clear).
  await Promise.all([clear(deps.db, pair), clear(deps.db, account), release(deps.db, address, pair.count)]);

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
