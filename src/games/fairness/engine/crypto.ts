/**
 * The two hash primitives provably fair play needs, injected so the engine stays pure and runs
 * in Node and in the browser alike. The server passes Node's OpenSSL-backed versions (fast);
 * the verifier page uses {@link pureFairCrypto}. Both must give identical bytes.
 */
export interface FairCrypto {
  /** HMAC-SHA256 of the UTF-8 message under the raw key bytes: 32 bytes. */
  hmacSha256(key: Uint8Array, message: string): Uint8Array;
  /** SHA-256 of the bytes: 32 bytes. */
  sha256(data: Uint8Array): Uint8Array;
}
