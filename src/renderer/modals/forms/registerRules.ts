import type { RegisterFieldRule } from '../../../shared/api/system';

/**
 * The brand's per-field registration rules (api-contract.md 4.2), applied exactly as the
 * platform's client does: the value must match acceptedPattern ('*' = anything) and its length
 * lie within minLength..maxLength; the error is reg_pattern_<patternId> with (min) and (max)
 * filled in. Pure functions, so the yup schema and the tests share them.
 */

export type FieldRule = Pick<RegisterFieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>;

/** The rule's pattern; '*' and an unreadable pattern accept anything (the server checks again). */
export function patternOf(rule: FieldRule): RegExp {
  const source = rule.acceptedPattern.trim();
  if (source === '' || source === '*') return /^[\s\S]*$/;
  try {
    return new RegExp(source);
  } catch {
    return /^[\s\S]*$/;
  }
}

/** Whether a value satisfies pattern and length (maxLength 0 or less means "no upper limit"). */
export function checkRule(rule: FieldRule, value: string): boolean {
  const length = [...value].length;
  if (length < rule.minLength) return false;
  if (rule.maxLength > 0 && length > rule.maxLength) return false;
  return patternOf(rule).test(value);
}

/** The translation key of a rule's message. */
export function ruleMessageKey(rule: Pick<FieldRule, 'patternId'>): string {
  return `reg_pattern_${rule.patternId}`;
}

/**
 * Fills a reg_pattern template: "(min) - (max)" becomes the single number when both are equal,
 * otherwise (min) and (max) are replaced one by one.
 */
export function ruleMessage(rule: Pick<FieldRule, 'minLength' | 'maxLength'>, template: string): string {
  const min = String(rule.minLength);
  const max = String(rule.maxLength);
  const collapsed = rule.minLength === rule.maxLength ? template.replace(/\(min\)\s*[-–~]\s*\(max\)/g, min) : template;
  return collapsed.replace(/\(min\)/g, min).replace(/\(max\)/g, max);
}

/** The SMS code's rule, derived from the mobile number's (spec section 5: min 0, max 255, anything). */
export const SMS_CODE_RULE: FieldRule = { acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 255 };
