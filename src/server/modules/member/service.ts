import { avatarPath, type MemberInfo } from '../../../shared/api/auth';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { DEFAULT_MEMBER_LABEL_COLOR, TRIAL_ROLE } from '../../../shared/constants';
import type { MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { auditAccount } from '../auth/audit';
import type { AuthDeps, Caller } from '../auth/deps';
import { checkField, fieldError, LOOSE_RULE } from '../auth/field-errors';
import { dialingCode, maskEmail, maskMobile, toE164 } from '../auth/mobile';
import { updateMember } from '../auth/queries';
import { requireRealAccount } from '../auth/roles';
import type { SignedIn } from '../auth/sessions';
import { useSmsCode } from '../auth/sms-codes';
import { uniqueViolation } from '../auth/unique-violation';
import type { BrandSnapshot } from '../system/snapshot';

/** The member's own profile: info, avatar, nickname, bound e-mail and mobile. */

/** Where the shipped avatar images are served (resources/public/avatars, copied into the web root). */
export const avatarUrl = avatarPath;

export function memberInfo(member: MemberRow): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.nickname,
    type: member.type,
    isTrial: member.type === TRIAL_ROLE,
    passwordChangeRequired: member.mustChangePassword,
    toUpline: member.uplineId !== null,
    clubLabel: { labelName: 'VIP0', rankLevel: 0 },
    memberLabel: [],
    memberLabelColor: DEFAULT_MEMBER_LABEL_COLOR,
    imgUrl: avatarUrl(member.avatar),
    regDate: member.createdAt.getTime(),
    mobile: maskMobile(member.mobile),
    email: maskEmail(member.email),
  };
}

export function avatarOf(member: MemberRow) {
  return { avatar: member.avatar, avatarType: 'STATIC' as const, imgUrl: avatarUrl(member.avatar) };
}

async function change(
  deps: AuthDeps,
  brand: BrandSnapshot,
  signedIn: SignedIn,
  caller: Caller,
  values: Partial<MemberRow>,
  what: string,
): Promise<MemberRow> {
  requireRealAccount(signedIn.member);
  const row = await updateMember(deps.db, signedIn.member.id, values);
  if (!row) throw new ApiError(404, ERROR_CODES.accountNotFound, 'The account no longer exists');
  await auditAccount(deps.db, deps.now(), {
    brandId: brand.id,
    memberId: row.id,
    username: row.username,
    event: 'profile.change',
    caller,
    detail: { what },
  });
  return row;
}

export function setAvatar(deps: AuthDeps, brand: BrandSnapshot, signedIn: SignedIn, caller: Caller, avatar: string) {
  return change(deps, brand, signedIn, caller, { avatar }, 'avatar');
}

/** The nickname is stored as typed (markup stays inert text; clients escape it). */
export function setNickname(
  deps: AuthDeps,
  brand: BrandSnapshot,
  signedIn: SignedIn,
  caller: Caller,
  nickname: string,
) {
  const trimmed = nickname.trim();
  if (trimmed === '') throw fieldError('nickname', 'required');
  return change(deps, brand, signedIn, caller, { nickname: trimmed }, 'nickname');
}

/** Binds an e-mail address; the current password proves it is the owner at the keyboard. */
export async function bindEmail(
  deps: AuthDeps,
  brand: BrandSnapshot,
  signedIn: SignedIn,
  caller: Caller,
  input: { email: string; password: string },
): Promise<MemberRow> {
  requireRealAccount(signedIn.member);
  const email = input.email.trim();
  checkField('email', email, brand.info.register.email ?? LOOSE_RULE, true);
  const hash = signedIn.member.passwordHash;
  if (!hash || !(await verifyPassword(hash, input.password)))
    throw new ApiError(400, ERROR_CODES.oldPasswordInvalid, 'The password is wrong', { field: 'password' });
  return change(deps, brand, signedIn, caller, { email }, 'email');
}

/** Binds a mobile number with the code sent to it by the logged-in SMS call. */
export async function bindMobile(
  deps: AuthDeps,
  brand: BrandSnapshot,
  signedIn: SignedIn,
  caller: Caller,
  input: { mobileNum: string; countryDialingCode: string; verificationCode: string },
): Promise<MemberRow> {
  requireRealAccount(signedIn.member);
  const mobile = toE164(input.countryDialingCode, input.mobileNum);
  if (!mobile) throw fieldError('mobileNum', 'format');
  await useSmsCode(deps, brand, { mobile, purpose: 'bind-mobile', code: input.verificationCode });
  try {
    return await change(
      deps,
      brand,
      signedIn,
      caller,
      { mobile, countryDialingCode: dialingCode(input.countryDialingCode) },
      'mobile',
    );
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw new ApiError(409, ERROR_CODES.mobileTaken, 'This mobile number belongs to another account', {
      field: 'mobileNum',
    });
  }
}
