import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import {
  CS_PATH_KEY_LENGTH,
  decryptCsPath,
  desDecrypt,
  desEncrypt,
  encryptCsPath,
} from '../../../src/shared/crypto/des';

/** Independent DES-ECB-PKCS7 with crypto-js directly, as the platform's encrypt.js does it. */
function referenceEncrypt(plain: string, key: string): string {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plain), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

describe('DES helpers', () => {
  it('round-trips text, including non-ASCII', () => {
    for (const text of ['https://chat.example.com/?a=1&b=2', 'Tiếng Việt 中文 ไทย', 'x']) {
      expect(desDecrypt(desEncrypt(text, 'abcdefgh'), 'abcdefgh')).toBe(text);
    }
  });

  it('matches crypto-js DES-ECB-PKCS7 used directly', () => {
    expect(desEncrypt('https://cs.example.com/chat', '12345678')).toBe(
      referenceEncrypt('https://cs.example.com/chat', '12345678'),
    );
  });

  it('matches the classic DES test vector (key 133457799BBCDFF1, block 0123456789ABCDEF)', () => {
    const cipher = CryptoJS.DES.encrypt(
      CryptoJS.enc.Hex.parse('0123456789ABCDEF'),
      CryptoJS.enc.Hex.parse('133457799BBCDFF1'),
      { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.NoPadding },
    );
    expect(cipher.ciphertext.toString().toUpperCase()).toBe('85E813540F0AB405');
  });

  it('returns null for a wrong key or garbage', () => {
    const cipher = desEncrypt('secret url', 'rightkey');
    expect(desDecrypt(cipher, 'wrongkey')).toBeNull();
    expect(desDecrypt('%%%not base64', 'rightkey')).toBeNull();
  });

  it('customer-service paths carry their 8-character key at the end', () => {
    const path = encryptCsPath('https://chat.example.com/live', 'k3y8abcd');
    expect(path.endsWith('k3y8abcd')).toBe(true);
    expect(path.slice(0, -CS_PATH_KEY_LENGTH)).toBe(referenceEncrypt('https://chat.example.com/live', 'k3y8abcd'));
    expect(decryptCsPath(path)).toBe('https://chat.example.com/live');
  });

  it('rejects keys of the wrong length and paths too short to hold a key', () => {
    expect(() => encryptCsPath('https://x', 'short')).toThrow();
    expect(decryptCsPath('abc')).toBeNull();
  });
});
