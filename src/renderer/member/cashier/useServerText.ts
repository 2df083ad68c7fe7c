import { useTranslation } from 'react-i18next';
import { serverTextKey } from '../../../shared/server-texts';

/**
 * Shows a text the server made itself (a seeded method or channel name, a provider's missing
 * failure reason; shared/server-texts.ts) in the player's language, and an operator's own text as
 * written.
 */
export function useServerText(): (text: string) => string {
  const { t } = useTranslation('cashier');
  return (text) => {
    const key = serverTextKey(text);
    return key ? t(`serverTexts.${key}`) : text;
  };
}
