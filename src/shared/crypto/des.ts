import CryptoJS from 'crypto-js/core';
// Only the pieces DES-ECB needs (they register themselves on the core object): a third of the
// whole library, which matters on the web's critical path.
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';

/**
 * DES-ECB with PKCS#7 padding, as the platform uses for customer-service links and payload
 * bodies (api-contract.md 2.2 and 2.3). This is compatibility, not security: only TLS protects
 * traffic. crypto-js is pure JavaScript, so the same code runs in the browser and on Node
 * (whose OpenSSL 3 has no DES by default).
 */
export function desEncrypt(plainText: string, key: string): string {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plainText), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/** Decrypts Base64 DES-ECB ciphertext; returns null when the key or text is wrong. */
export function desDecrypt(cipherBase64: string, key: string): string | null {
  try {
    const plain = CryptoJS.DES.decrypt(cipherBase64, CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    return plain === '' ? null : plain;
  } catch {
    return null;
  }
}

/** Length of the key appended to an encrypted customer-service path. */
export const CS_PATH_KEY_LENGTH = 8;

/** Encrypts a customer-service URL the platform's way: Base64 ciphertext followed by its 8-char key. */
export function encryptCsPath(url: string, key: string): string {
  if (key.length !== CS_PATH_KEY_LENGTH)
    throw new Error(`customer-service key must be ${CS_PATH_KEY_LENGTH} characters`);
  return desEncrypt(url, key) + key;
}

/** Recovers the URL of an encrypted customer-service path, or null when it cannot be decrypted. */
export function decryptCsPath(path: string): string | null {
  if (path.length <= CS_PATH_KEY_LENGTH) return null;
  return desDecrypt(path.slice(0, -CS_PATH_KEY_LENGTH), path.slice(-CS_PATH_KEY_LENGTH));
}
