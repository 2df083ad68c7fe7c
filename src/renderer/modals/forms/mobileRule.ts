import type { RegisterSettings } from '../../../shared/api/system';
import type { FieldRule } from './registerRules';

/** A phone number when the brand has no mobileNum rule: 6 to 15 digits. */
const DEFAULT_MOBILE_RULE: FieldRule = { acceptedPattern: '^\\d+$', patternId: 6, minLength: 6, maxLength: 15 };

/** The mobile number's rule: the brand's registration rule when it has one. */
export function mobileRule(settings: RegisterSettings): FieldRule {
  return settings.mobileNum ?? DEFAULT_MOBILE_RULE;
}
