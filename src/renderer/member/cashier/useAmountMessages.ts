import { useTranslation } from 'react-i18next';
import type { AmountMessages } from './amountRule';

/** The amount rule's messages in the current language. */
export function useAmountMessages(): AmountMessages {
  const { t } = useTranslation('cashier');
  return {
    required: t('amount.required'),
    invalid: t('amount.invalid'),
    min: (shown) => t('amount.min', { amount: shown }),
    max: (shown) => t('amount.max', { amount: shown }),
  };
}
