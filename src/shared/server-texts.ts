/**
 * Texts the server writes in English when it makes them itself: the names of the deposit
 * methods and channels the demo brand is created with, and the reason of a payment a provider
 * failed without giving one. They are stored and sent as written, because an operator may
 * replace a name with their own words; the player's client shows its translation
 * (cashier:serverTexts.<key>) of a text still equal to one of these, and any other as written.
 * Brand-only names (GCash, QR Ph) need no entry.
 */
export const SERVER_TEXTS = {
  bankTransfer: 'Bank transfer',
  gcashSandbox: 'GCash (sandbox)',
  providerFailed: 'The payment failed at the provider',
} as const;

export type ServerTextKey = keyof typeof SERVER_TEXTS;

/** The key of a server-made text, or undefined for anything else (an operator's own name). */
export function serverTextKey(text: string): ServerTextKey | undefined {
  return (Object.keys(SERVER_TEXTS) as ServerTextKey[]).find((key) => SERVER_TEXTS[key] === text);
}
