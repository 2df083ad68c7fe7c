import { ERROR_CODES, type ErrorCode, type FieldErrorValue } from '../../../shared/api/envelope';
import type { RegisterFieldRule } from '../../../shared/api/system';
import { ApiError } from '../../lib/errors';

/** 400 about one form field, so the client can show the message under it. */
export function fieldError(
  field: string,
  reason: FieldErrorValue['reason'],
  rule?: RegisterFieldRule,
  code: ErrorCode = ERROR_CODES.badRequest,
): ApiError {
  const value: FieldErrorValue = { field, reason };
  if (rule) {
    value.patternId = rule.patternId;
    value.minLength = rule.minLength;
    value.maxLength = rule.maxLength;
  }
  return new ApiError(400, code, `The field ${field} is invalid (${reason})`, value);
}

/** Whether a value matches a brand pattern ('*' is anything); a pattern that does not compile matches nothing. */
export function matchesPattern(value: string, pattern: string): boolean {
  if (pattern === '*' || pattern === '') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks one value against its rule: required, length (UTF-16 units, as the client counts) and
 * pattern; e-mail addresses must also look like one. Empty optional values pass.
 */
export function checkField(field: string, value: string, rule: RegisterFieldRule, required = rule.required): void {
  if (value === '') {
    if (required) throw fieldError(field, 'required', rule);
    return;
  }
  if (value.length < rule.minLength || value.length > rule.maxLength) throw fieldError(field, 'length', rule);
  if (!matchesPattern(value, rule.acceptedPattern)) throw fieldError(field, 'pattern', rule);
  if (field === 'email' && !EMAIL.test(value)) throw fieldError(field, 'format', rule);
}

/** The rule of a field that has none configured: anything up to 255 characters. */
export const LOOSE_RULE: RegisterFieldRule = {
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 255,
  type: 'text',
};
