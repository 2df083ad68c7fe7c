import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desDecrypt } from '../../../src/shared/crypto/des';
import {
  encryptRequest,
  modPow,
  randomSecret,
  rsaDecryptSecret,
  rsaEncryptSecret,
} from '../../../src/shared/crypto/rsa';

const random = (n: number) => new Uint8Array(randomBytes(n));

/** A fresh 1024-bit key as hex modulus and private exponent, the server's form. */
function keyPair(): { n: string; d: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  const hex = (b64: string | undefined) => Buffer.from(b64 ?? '', 'base64url').toString('hex');
  return { n: hex(jwk.n), d: hex(jwk.d) };
}

describe('payload encryption, client side', () => {
  it('matches hand-computed textbook vectors', () => {
    // n = 61 x 53 = 3233, e = 17: 65^17 mod 3233 = 2790 (0xae6), the classic example.
    expect(modPow(65n, 17n, 3233n)).toBe(2790n);
    expect(rsaEncryptSecret('A', 'ca1', 17n)).toBe('ae6');
    // "AB" reversed is "BA", packed little-endian: m = 'A' x 256 + 'B' = 16706; n = 131 x 137 = 17947, e = 3.
    expect(rsaEncryptSecret('AB', '461b', 3n)).toBe('1c81');
    // d = 3^-1 mod (130 x 136) = 11787 reads "AB" back big-endian.
    expect(rsaDecryptSecret('1c81', '461b', (11787).toString(16))).toBe('AB');
  });

  it('draws 16-character alphanumeric secrets from the given generator', () => {
    const secret = randomSecret(random);
    expect(secret).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomSecret(random)).not.toBe(secret);
    // Bytes at or above 248 would bias the alphabet: they are skipped.
    expect(randomSecret((n) => new Uint8Array(n).fill(255).map((_, i) => (i % 2 ? 255 : 1)), 4)).toBe('BBBB');
  });

  it('round-trips a secret and a payload through a real 1024-bit key', () => {
    const { n, d } = keyPair();
    const secret = randomSecret(random);
    expect(rsaDecryptSecret(rsaEncryptSecret(secret, n), n, d)).toBe(secret);

    const payload = { username: 'demoplayer', password: 'pässwörd <script>' };
    const call = encryptRequest(payload, n, random);
    expect(call.headers['X-RSA']).toBe(n);
    expect(call.headers['X-Digest']).toBe(call.body.value);
    expect(call.headers.Encryption).toMatch(/^[0-9a-f]+$/);
    const recovered = rsaDecryptSecret(call.headers.Encryption, n, d);
    expect(recovered).toHaveLength(16);
    expect(JSON.parse(desDecrypt(call.body.value, (recovered ?? '').slice(0, 8)) ?? 'null')).toEqual(payload);
  });

  it('refuses ciphertext that is not hex or not below the modulus', () => {
    expect(rsaDecryptSecret('zz', 'ca1', '1')).toBeNull();
    expect(rsaDecryptSecret('ffff', 'ca1', '1')).toBeNull();
  });
});
