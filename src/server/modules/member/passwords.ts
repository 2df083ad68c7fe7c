import { ERROR_CODES } from '../../../shared/api/envelope';
import { ApiError } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { randomString } from '../../lib/tokens';
import { auditAccount } from '../auth/audit';
import type { AuthDeps, Caller } from '../auth/deps';
import { fieldError } from '../auth/field-errors';
import { take } from '../limits/limiter';
import { RULES } from '../limits/rules';
import { toE164 } from '../auth/mobile';
import { checkNewPassword } from '../auth/new-password';
import {
  revokeMemberSessions,
  revokeRememberTokens,
  selectMemberByMobile,
  selectMemberByUsername,
  updateMember,
} from '../auth/queries';
import { requireRealAccount } from '../auth/roles';
import type { SignedIn } from '../auth/sessions';
import { useSmsCode } from '../auth/sms-codes';
import { expireGameSessions } from '../seamless/queries';
import type { BrandSnapshot } from '../system/snapshot';

/** A mailed temporary password works this long. */
export const TEMPORARY_PASSWORD_MS = 30 * 60_000;

/**
 * Changes the password of the signed-in member. Every other session and every remember token
 * ends; the calling session stays so the client can reload the member info.
 */
export async function changePassword(
  deps: AuthDeps,
  brand: BrandSnapshot,
  signedIn: SignedIn,
  caller: Caller,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const member = signedIn.member;
  requireRealAccount(member);
  if (!member.passwordHash || !(await verifyPassword(member.passwordHash, input.oldPassword)))
    throw new ApiError(400, ERROR_CODES.oldPasswordInvalid, 'The current password is wrong', { field: 'oldPassword' });
  checkNewPassword(brand, input.newPassword, input.confirmNewPassword, 'newPassword', 'confirmNewPassword');
  await setPassword(
    deps,
    brand,
    member.id,
    member.username,
    input.newPassword,
    caller,
    'password.change',
    signedIn.sessionId,
  );
}

/** Sets a new password by phone with a code of the noLogin SMS call; all sessions end. */
export async function setPasswordByPhone(
  deps: AuthDeps,
  brand: BrandSnapshot,
  caller: Caller,
  input: { newPassword: string; mobileNum: string; verificationCode: string; countryDialingCode: string },
): Promise<void> {
  if (brand.modules.CHNGPASSVERIF3 === false)
    throw new ApiError(400, ERROR_CODES.functionNotAvailable, 'Password reset by phone is not available');
  const mobile = toE164(input.countryDialingCode, input.mobileNum);
  if (!mobile) throw fieldError('mobileNum', 'format');
  checkNewPassword(brand, input.newPassword, undefined, 'newPassword', 'newPassword');
  await useSmsCode(deps, brand, { mobile, purpose: 'no-login', code: input.verificationCode });
  // The code was sent only to numbers with an account (sendLoginCode), so a member is there.
  const member = await selectMemberByMobile(deps.db, brand.id, mobile);
  if (!member) throw new ApiError(400, ERROR_CODES.smsCodeInvalid, 'The verification code is wrong');
  requireRealAccount(member);
  await setPassword(deps, brand, member.id, member.username, input.newPassword, caller, 'password.reset');
}

/**
 * Stores the new password, clears the lock and any temporary password, ends sessions, audits.
 * Every game token ends too, also those launched from the kept session: a game token travels in
 * the game's URL, and a password change is how a player cuts off whoever else may hold one.
 */
export async function setPassword(
  deps: AuthDeps,
  brand: BrandSnapshot,
  memberId: number,
  username: string,
  password: string,
  caller: Caller | null,
  event: 'password.change' | 'password.reset',
  keepSessionId?: number,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateMember(tx, memberId, {
      passwordHash,
      passwordChangedAt: new Date(now),
      mustChangePassword: false,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      failedLogins: 0,
      lockedUntil: null,
    });
    await revokeMemberSessions(tx, memberId, new Date(now), keepSessionId);
    await expireGameSessions(tx, memberId, new Date(now));
    await revokeRememberTokens(tx, memberId, new Date(now));
    await auditAccount(tx, now, { brandId: brand.id, memberId, username, event, caller });
  });
}

/**
 * Forgot password by e-mail: when the username and address match, mails a temporary password
 * valid 30 minutes (the old one keeps working until the temporary one is used). Always answers
 * the same, so it cannot tell which accounts exist; limited per IP.
 */
export async function forgotPasswordByEmail(
  deps: AuthDeps,
  brand: BrandSnapshot,
  caller: Caller,
  input: { username: string; email: string },
): Promise<void> {
  await take(
    deps.db,
    deps.now(),
    [[RULES.forgotIp, `${brand.id}:${caller.ip}`]],
    'Too many password reset requests from this address',
  );
  const member = await selectMemberByUsername(deps.db, brand.id, input.username.trim());
  const email = input.email.trim().toLowerCase();
  if (!member?.email || member.email.toLowerCase() !== email || member.disabled) {
    await verifyAgainstDummy(input.username);
    return;
  }
  const temporary = randomString(12);
  const now = deps.now();
  await updateMember(deps.db, member.id, {
    tempPasswordHash: await hashPassword(temporary),
    tempPasswordExpiresAt: new Date(now + TEMPORARY_PASSWORD_MS),
  });
  await auditAccount(deps.db, now, {
    brandId: brand.id,
    memberId: member.id,
    username: member.username,
    event: 'password.temporary',
    caller,
  });
  const name = brand.info.brand.name;
  try {
    await deps.mail.send({
      brandId: brand.id,
      to: member.email,
      subject: `${name}: your temporary password`,
      text:
        `Hello ${member.username},\n\nyour temporary ${name} password is: ${temporary}\n\n` +
        'It works for 30 minutes. After logging in with it you will be asked to choose a new password.\n' +
        'If you did not ask for it, ignore this message: your current password still works.\n',
    });
  } catch (error) {
    // The answer must not differ from an unknown account's; the operator sees the log.
    deps.log.warn({ err: error, provider: deps.mail.name }, 'mail provider refused a temporary password');
  }
}
