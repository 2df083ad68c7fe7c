import { string } from 'yup';
import { displayMoney } from '../../../shared/money';
import { toMinor, typedMinor } from './money';

export interface AmountLimits {
  /** Inclusive bounds as API amounts; absent = no bound. */
  min?: number | undefined;
  max?: number | undefined;
  symbol: string;
}

export interface AmountMessages {
  required: string;
  invalid: string;
  min: (shown: string) => string;
  max: (shown: string) => string;
}

/**
 * The amount field's rule: required, a positive amount with at most 2 decimals (commas allowed),
 * within the channel's or the page's bounds. Compared in minor units, never as floats.
 */
export function amountRule(limits: AmountLimits, messages: AmountMessages) {
  return string()
    .trim()
    .required(messages.required)
    .test('amount', messages.invalid, (value) => typedMinor(value) !== null)
    .test(
      'min',
      messages.min(limits.min === undefined ? '' : displayMoney(toMinor(limits.min), limits.symbol)),
      (value) => {
        const minor = typedMinor(value);
        return minor === null || limits.min === undefined || minor >= toMinor(limits.min);
      },
    )
    .test(
      'max',
      messages.max(limits.max === undefined ? '' : displayMoney(toMinor(limits.max), limits.symbol)),
      (value) => {
        const minor = typedMinor(value);
        return minor === null || limits.max === undefined || minor <= toMinor(limits.max);
      },
    );
}
