import type { GeetestResult } from '../../../shared/api/auth';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { ApiError } from '../../lib/errors';
import type { BrandSnapshot } from '../system/snapshot';
import { checkCaptcha } from './captcha';
import type { AuthDeps } from './deps';

/** The human-check fields a request may carry, and the captchaId cookie. */
export interface HumanCheckInput {
  captcha?: string | undefined;
  captchaId?: string | undefined;
  geetestValidateV4?: GeetestResult | undefined;
  cookieCaptchaId: string;
}

/** Whether the brand checks humans with Geetest (switched on and configured) rather than the built-in captcha. */
export function usesGeetest(brand: BrandSnapshot): boolean {
  return brand.modules.GEETEST3 === true && brand.auth.geetest.captchaId !== '';
}

/** The failure envelope asks the client to show (and reload) the captcha. */
function refuse(
  code: typeof ERROR_CODES.captchaRequired | typeof ERROR_CODES.captchaInvalid | typeof ERROR_CODES.humanCheckFailed,
  message: string,
): ApiError {
  return new ApiError(400, code, message, { captcha: true });
}

/**
 * Requires a passed human check: the brand's Geetest v4 verification when it has one, else the
 * built-in captcha named by captchaId (body) or the captchaId cookie.
 */
export async function requireHumanCheck(deps: AuthDeps, brand: BrandSnapshot, input: HumanCheckInput): Promise<void> {
  const geetest = usesGeetest(brand) ? deps.geetest(brand) : null;
  if (geetest) {
    if (!input.geetestValidateV4) throw refuse(ERROR_CODES.captchaRequired, 'Please complete the human check');
    if (!(await geetest.validate(input.geetestValidateV4)))
      throw refuse(ERROR_CODES.humanCheckFailed, 'The human check failed; please try again');
    return;
  }
  const answer = input.captcha?.trim() ?? '';
  if (answer === '') throw refuse(ERROR_CODES.captchaRequired, 'Please enter the characters of the image');
  const id = input.captchaId || input.cookieCaptchaId;
  if (!(await checkCaptcha(deps, brand, id, answer)))
    throw refuse(ERROR_CODES.captchaInvalid, 'The characters do not match, or the image expired; here is a new one');
}
