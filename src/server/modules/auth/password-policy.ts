import { COMMON_PASSWORDS } from './common-passwords';

/** The parts of a brand's password registration rule (api-contract.md 4.2) the policy uses. */
export interface PasswordRule {
  minLength: number;
  maxLength: number;
  /** Regular-expression source; the literal '*' means anything. */
  acceptedPattern: string;
}

/** Why a password was refused: outside the length limits, too common, or not matching the pattern. */
export type PasswordProblem = 'length' | 'common' | 'pattern';

/** Without a brand rule: 8 to 64 characters of anything. */
export const DEFAULT_PASSWORD_RULE: Readonly<PasswordRule> = { minLength: 8, maxLength: 64, acceptedPattern: '*' };

/** Whether the password matches the rule's pattern; a pattern that does not compile matches nothing. */
function matchesPattern(password: string, pattern: string): boolean {
  if (pattern === '*') return true;
  try {
    return new RegExp(pattern).test(password);
  } catch {
    // A broken brand setting must not let every password through.
    return false;
  }
}

/**
 * Checks a new password: null when acceptable, otherwise the first problem found. A brand rule
 * replaces the default limits and pattern, but the common-password list always applies. Lengths
 * are counted as the client counts them (UTF-16 units) so both sides agree; the pattern runs only
 * on input already within the length limit.
 */
export function checkPasswordPolicy(
  password: string,
  rule: PasswordRule = DEFAULT_PASSWORD_RULE,
): PasswordProblem | null {
  if (password.length < rule.minLength || password.length > rule.maxLength) return 'length';
  if (!matchesPattern(password, rule.acceptedPattern)) return 'pattern';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'common';
  return null;
}
