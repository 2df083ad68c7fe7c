import type { Language } from '../../shared/i18n/languages';
import type { VendorCard } from './types';

/**
 * Vendor-name remapping for TY (spec section 2, "Game-list screen"): Filipino players know a few
 * vendor words by their local names, so in Tagalog the words of a vendor's display name are
 * swapped for them ("DIG Cockfight" -> "DIG Sabong"). Other languages show the name as the
 * catalogue gives it; vendor names are brand names and are not translated otherwise.
 */
const TY_WORDS: Readonly<Record<string, string>> = {
  cockfight: 'Sabong',
  cockfighting: 'Sabong',
  lottery: 'Loterya',
  fishing: 'Pangingisda',
};

export function vendorName(vendor: Pick<VendorCard, 'displayName' | 'vassalage'>, language: Language): string {
  const name = vendor.displayName || vendor.vassalage;
  if (language !== 'ty') return name;
  return name.replace(/[A-Za-z]+/g, (word) => TY_WORDS[word.toLowerCase()] ?? word);
}
