import { ERROR_CODES } from '../../../shared/api/envelope';
import type { BrandSnapshot } from '../system/snapshot';
import { fieldError } from './field-errors';
import { checkPasswordPolicy, DEFAULT_PASSWORD_RULE } from './password-policy';

/**
 * Checks a new password with the policy (8-64 characters, not a common password), whose limits
 * and pattern the brand's password registration rule replaces, and its confirmation.
 */
export function checkNewPassword(
  brand: BrandSnapshot,
  password: string,
  confirmation: string | undefined,
  field: string,
  confirmField: string,
): void {
  const rule = brand.info.register.password;
  const policyRule = rule?.enabled ? rule : undefined;
  if (password === '') throw fieldError(field, 'required', policyRule);
  const problem = checkPasswordPolicy(password, policyRule ?? DEFAULT_PASSWORD_RULE);
  if (problem === 'common') throw fieldError(field, 'pattern', policyRule, ERROR_CODES.passwordWeak);
  if (problem) throw fieldError(field, problem, policyRule);
  if (confirmation !== undefined && confirmation !== password)
    throw fieldError(confirmField, 'mismatch', undefined, ERROR_CODES.passwordMismatch);
}
