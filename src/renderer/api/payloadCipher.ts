/**
 * The platform's payload encryption for calls marked `encrypt` (api-contract.md 2.2), with the
 * RSA modulus cached for the page's life. The math lives in src/shared/crypto/rsa.ts (shared
 * with the server's tests); it and crypto-js load lazily on the first encrypted call, so they
 * stay out of the entry chunk. Compatibility only; TLS is the security.
 */

/** What an encrypted request carries instead of its payload. */
export interface SealedPayload {
  /** Encryption, X-Digest and X-RSA (api-contract.md 2.2 step 5). */
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
  body: { value: string };
}

export interface PayloadCipher {
  seal(payload: unknown): Promise<SealedPayload>;
  /** Drops the cached modulus; the next call fetches a fresh one (after request.decrypt.failed). */
  forgetKey(): void;
}

/** Fetches the RSA modulus (hex text). */
export type KeyFetcher = () => Promise<string>;

/** The browser's crypto RNG (also in Node 20 and Electron). */
const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

export function createPayloadCipher(fetchKey: KeyFetcher): PayloadCipher {
  let key: Promise<string> | null = null;
  const modulus = () => {
    key ??= fetchKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  return {
    async seal(payload) {
      const [hex, { encryptRequest }] = await Promise.all([modulus(), import('../../shared/crypto/rsa')]);
      return encryptRequest(payload ?? {}, hex, randomBytes);
    },
    forgetKey() {
      key = null;
    },
  };
}
