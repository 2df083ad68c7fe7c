import type { RegisterRequest, SessionValue } from '../../../shared/api/auth';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { REGISTER_FIELDS } from '../../../shared/api/system';
import { ApiError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { BrandSnapshot } from '../system/snapshot';
import type { AuthDeps, Caller } from './deps';
import { checkField, fieldError, LOOSE_RULE } from './field-errors';
import { requireHumanCheck, usesGeetest } from './human-check';
import { release, take } from '../limits/limiter';
import { RULES } from '../limits/rules';
import { dialingCode, toE164 } from './mobile';
import { checkNewPassword } from './new-password';
import { insertMember, selectMemberByMobile, selectMemberByUsername } from './queries';
import { memberTypeOf } from '../agents/access';
import { AFFILIATE_CODE_LENGTH, countRegistration, randomCode, resolveInvitation } from '../agents/links';
import { completeLogin } from './session-value';
import { useSmsCode } from './sms-codes';
import { uniqueViolation } from './unique-violation';

/** Fields checked with the brand's rule and kept in the member's profile as given. */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'paymentPassword'] as const;
/** Fields with their own checks below. */
const SPECIAL = new Set(['username', 'password', 'confirmPassword', 'captcha', 'verificationCode', 'mobileNum']);

export type RegisterMode = 'username' | 'mobile';

/**
 * Registers a member (username mode, or mobile mode where the number is the username) and logs
 * them in. Every field is checked against the brand's rules before anything is used up; the
 * unique indexes decide between simultaneous registrations of one name or number.
 */
export async function register(
  deps: AuthDeps,
  brand: BrandSnapshot,
  input: RegisterRequest,
  mode: RegisterMode,
  caller: Caller,
  cookieCaptchaId: string,
): Promise<SessionValue> {
  const modules = brand.modules;
  if (modules[mode === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3'] === false)
    throw new ApiError(400, ERROR_CODES.functionNotAvailable, `Registration by ${mode} is not available`);
  const rules = brand.info.register;
  const text = (field: string): string => {
    const value = (input as Record<string, unknown>)[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const needsSms = mode === 'mobile' || modules.REGMOBVERF3 === true;
  const mobileNum = text('mobileNum');
  const username = mode === 'mobile' ? mobileNum : text('username');

  if (mode === 'username') checkField('username', username, rules.username ?? LOOSE_RULE, true);
  checkField('mobileNum', mobileNum, rules.mobileNum ?? LOOSE_RULE, needsSms || rules.mobileNum?.required === true);
  for (const field of REGISTER_FIELDS) {
    const rule = rules[field];
    if (!SPECIAL.has(field) && rule?.enabled) checkField(field, text(field), rule);
  }
  checkNewPassword(brand, input.password, input.confirmPassword, 'password', 'confirmPassword');
  const mobile = mobileNum === '' ? null : toE164(input.countryDialingCode ?? '', mobileNum);
  if (mobileNum !== '' && !mobile) throw fieldError('mobileNum', 'format', rules.mobileNum);
  if (input.ageConfirmed !== true)
    throw new ApiError(
      400,
      ERROR_CODES.ageNotConfirmed,
      `Please confirm you are ${brand.info.brand.minimumAge} or older`,
    );

  if (await selectMemberByUsername(deps.db, brand.id, username)) throw taken('username');
  if (mobile && (await selectMemberByMobile(deps.db, brand.id, mobile))) throw taken('mobile');
  const affiliateCode = text('affiliateCode');
  // An agent's affiliate code or one of its registration links: the account lands under that agent
  // with the link's account type (agents/links.ts).
  const invitation =
    affiliateCode === ''
      ? undefined
      : await resolveInvitation(deps.db, brand, affiliateCode, text('domain') || undefined, 'affiliateCode');
  const upline = invitation?.agent;

  // The address's slot is reserved before the human check, the SMS code and the argon2 hash, and
  // given back when no account comes of it: only accounts made use up the allowance.
  const [slot] = await take(
    deps.db,
    deps.now(),
    [[RULES.registerIp, `${brand.id}:${caller.ip}`]],
    'Too many registrations from this address',
  );
  let member;
  try {
    member = await createAccount();
  } catch (error) {
    if (slot) await release(deps.db, slot);
    throw error;
  }
  const { value } = await completeLogin(deps, brand, member, caller, {
    event: 'register',
    detail: { mode, upline: upline?.username ?? null, accountType: invitation?.accountType ?? 'member' },
  });
  return value;

  async function createAccount() {
    if (rules.captcha?.enabled || usesGeetest(brand))
      await requireHumanCheck(deps, brand, { ...input, cookieCaptchaId });
    if (needsSms && mobile) await proveMobile(deps, brand, input, mobile, text('verificationCode'));
    const passwordHash = await hashPassword(input.password);
    const profile = Object.fromEntries(
      PROFILE_FIELDS.filter((field) => rules[field]?.enabled && text(field) !== '').map((field) => [
        field,
        text(field),
      ]),
    );
    const accountType = invitation?.accountType ?? 'member';
    try {
      return await deps.db.transaction(async (tx) => {
        const created = await insertMember(tx, {
          brandId: brand.id,
          username,
          passwordHash,
          passwordChangedAt: new Date(deps.now()),
          type: memberTypeOf(accountType),
          email: (rules.email?.enabled && text('email')) || null,
          mobile,
          countryDialingCode: mobile ? dialingCode(input.countryDialingCode ?? '') : null,
          payeeName: (rules.payeeName?.enabled && text('payeeName')) || null,
          profile,
          uplineId: upline?.id ?? null,
          affiliateCode: accountType === 'agent' ? randomCode(AFFILIATE_CODE_LENGTH) : null,
          referralCode: text('referralCode') || null,
          recommenderId: (rules.recommenderId?.enabled && text('recommenderId')) || null,
          registerIp: caller.ip,
        });
        if (invitation?.linkId) await countRegistration(tx, invitation.linkId);
        return created;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      throw taken(constraint.includes('mobile') ? 'mobile' : 'username');
    }
  }
}

/**
 * The number is proved by our SMS code, or (firebaseChannel 'sms') by a Firebase ID token whose
 * verified phone number is this very number.
 */
async function proveMobile(
  deps: AuthDeps,
  brand: BrandSnapshot,
  input: RegisterRequest,
  mobile: string,
  code: string,
): Promise<void> {
  if (input.firebaseChannel !== 'sms' || !input.firebaseIdToken) {
    await useSmsCode(deps, brand, { mobile, purpose: 'register', code });
    return;
  }
  const verifier = deps.firebase(brand);
  if (!verifier) throw new ApiError(400, ERROR_CODES.functionNotAvailable, 'Firebase phone sign-in is not available');
  const phone = await verifier.verify(input.firebaseIdToken).then(
    (identity) => identity.phoneNumber,
    (error: unknown) => {
      deps.log.info({ err: error }, 'Firebase ID token refused');
      return null;
    },
  );
  if (phone !== mobile)
    throw new ApiError(400, ERROR_CODES.smsCodeInvalid, 'The phone verification does not match this number');
}

/** 409 for a username or mobile number already registered (the agent centre's registration too). */
export function taken(what: 'username' | 'mobile'): ApiError {
  return what === 'username'
    ? new ApiError(409, ERROR_CODES.usernameTaken, 'This username is taken', { field: 'username' })
    : new ApiError(409, ERROR_CODES.mobileTaken, 'This mobile number is already registered', { field: 'mobileNum' });
}
