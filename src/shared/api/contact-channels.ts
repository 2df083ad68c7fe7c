/**
 * The brand's customer-service channels (the customerService entries of the start-up call).
 * Live chat (csType 3) and the VIP channel are chat windows; the others are ways to reach the
 * brand a player's phone or desktop already knows how to open (mail, telephone, messengers).
 * Until live chat exists the customer-service button shows every configured channel.
 */

/** csType of the chat channels (spec section 4): 3 live chat, VIP for ranks above 4. */
export const CHAT_CS_TYPES = { live: '3', vip: 'VIP' } as const;

/** csType of the contact channels, in the order the contact panel lists them. */
export const CONTACT_CS_TYPES = ['email', 'phone', 'telegram', 'whatsapp', 'viber', 'line'] as const;
export type ContactCsType = (typeof CONTACT_CS_TYPES)[number];

/** The URL schemes each channel may use, so an entry always opens the app it names. */
const SCHEMES: Record<ContactCsType | 'chat', readonly string[]> = {
  email: ['mailto:'],
  phone: ['tel:'],
  telegram: ['https:', 'tg:'],
  whatsapp: ['https:', 'whatsapp:'],
  viber: ['viber:', 'https:'],
  line: ['https:', 'line:'],
  chat: ['https:', 'http:'],
};

export function isContactCsType(csType: string): csType is ContactCsType {
  return (CONTACT_CS_TYPES as readonly string[]).includes(csType);
}

function isChatCsType(csType: string): boolean {
  return csType === CHAT_CS_TYPES.live || csType === CHAT_CS_TYPES.vip;
}

/** The scheme of a URL with its colon ('mailto:'), lower-cased; '' when it has none. */
function schemeOf(url: string): string {
  return /^([a-z][a-z0-9+.-]*:)\S+$/i.exec(url)?.[1]?.toLowerCase() ?? '';
}

/**
 * Why an entry cannot be stored, or null when it can: a known csType and a URL whose scheme
 * fits it (a mailto: for e-mail, tel: for a phone, the messenger's https: or app link).
 */
export function contactEntryProblem(entry: { csType: string; url: string }): string | null {
  const kind = isContactCsType(entry.csType) ? entry.csType : isChatCsType(entry.csType) ? 'chat' : null;
  if (!kind)
    return `Unknown csType "${entry.csType}" (one of ${[CHAT_CS_TYPES.live, CHAT_CS_TYPES.vip, ...CONTACT_CS_TYPES].join(', ')})`;
  const scheme = schemeOf(entry.url);
  if (scheme === '') return `"${entry.url}" is not an absolute URL`;
  const allowed = SCHEMES[kind];
  if (!allowed.includes(scheme)) return `A ${entry.csType} entry's URL starts with ${allowed.join(' or ')}`;
  if ((scheme === 'https:' || scheme === 'http:') && !/^https?:\/\/[^/\s]+/i.test(entry.url))
    return `"${entry.url}" has no host`;
  return null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What a contact URL shows the player: the address or number without its scheme, a web link's
 * host and path, an app link's parameter (viber://chat?number=... shows the number).
 */
export function contactLabel(url: string): string {
  const scheme = schemeOf(url);
  const rest = url.slice(scheme.length);
  if (scheme === 'mailto:' || scheme === 'tel:') return decoded(rest.split('?')[0] ?? rest);
  if (scheme === 'https:' || scheme === 'http:') return rest.replace(/^\/\//, '').replace(/\/$/, '');
  const value = /[?&][^=&]+=([^&#]+)/.exec(rest)?.[1];
  return value ? decoded(value) : url;
}
