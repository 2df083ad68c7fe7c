import { ERROR_CODES } from '../../../shared/api/envelope';
import { ApiError } from '../../lib/errors';
import type { BrandSnapshot } from '../system/snapshot';
import type { AuthDeps, Caller } from './deps';
import { fieldError } from './field-errors';
import { requireHumanCheck, usesGeetest, type HumanCheckInput } from './human-check';
import { toE164 } from './mobile';
import { selectMemberByMobile } from './queries';
import { sendSmsCode } from './sms-codes';
import type { SignedIn } from './sessions';
import { requireRealAccount } from './roles';

function mobileOf(countryDialingCode: string, mobileNum: string, field: string): string {
  const mobile = toE164(countryDialingCode, mobileNum);
  if (!mobile) throw fieldError(field, mobileNum.trim() === '' ? 'required' : 'format');
  return mobile;
}

/** Geetest brands check humans before any text message goes out; the built-in captcha is for logins. */
async function humanCheckForSms(deps: AuthDeps, brand: BrandSnapshot, input: HumanCheckInput): Promise<void> {
  if (usesGeetest(brand)) await requireHumanCheck(deps, brand, input);
}

/**
 * A code for logging in or resetting the password by phone. Unknown numbers get the same answer
 * (and count against the same limits) but no message, so the call cannot find out who has an account.
 */
export async function sendLoginCode(
  deps: AuthDeps,
  brand: BrandSnapshot,
  input: { mobileNum: string; countryDialingCode: string } & HumanCheckInput,
  caller: Caller,
): Promise<number> {
  const mobile = mobileOf(input.countryDialingCode, input.mobileNum, 'mobileNum');
  await humanCheckForSms(deps, brand, input);
  const member = await selectMemberByMobile(deps.db, brand.id, mobile);
  return sendSmsCode(deps, brand, {
    mobile,
    purpose: 'no-login',
    ip: caller.ip,
    deliver: !!member && !member.disabled,
  });
}

/** A code for registering a number (username mode with SMS verification, or mobile mode). */
export async function sendRegisterCode(
  deps: AuthDeps,
  brand: BrandSnapshot,
  input: { mobileNo: string; countryDialingCode: string } & HumanCheckInput,
  caller: Caller,
): Promise<number> {
  if (brand.modules.REGMOBVERF3 !== true && brand.modules.MOBILENUMREG3 === false)
    throw new ApiError(400, ERROR_CODES.functionNotAvailable, 'Registration by SMS is not available');
  const mobile = mobileOf(input.countryDialingCode, input.mobileNo, 'mobileNo');
  await humanCheckForSms(deps, brand, input);
  if (await selectMemberByMobile(deps.db, brand.id, mobile))
    throw new ApiError(409, ERROR_CODES.mobileTaken, 'This mobile number is already registered', { field: 'mobileNo' });
  return sendSmsCode(deps, brand, { mobile, purpose: 'register', ip: caller.ip, deliver: true });
}

/** A code for binding a number to the signed-in account. */
export async function sendBindCode(
  deps: AuthDeps,
  brand: BrandSnapshot,
  signedIn: SignedIn,
  input: { mobileNum: string; countryDialingCode: string },
  caller: Caller,
): Promise<number> {
  requireRealAccount(signedIn.member);
  const mobile = mobileOf(input.countryDialingCode, input.mobileNum, 'mobileNum');
  const owner = await selectMemberByMobile(deps.db, brand.id, mobile);
  if (owner && owner.id !== signedIn.member.id)
    throw new ApiError(409, ERROR_CODES.mobileTaken, 'This mobile number belongs to another account', {
      field: 'mobileNum',
    });
  return sendSmsCode(deps, brand, { mobile, purpose: 'bind-mobile', ip: caller.ip, deliver: true });
}
