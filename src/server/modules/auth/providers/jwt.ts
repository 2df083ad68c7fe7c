import { createPublicKey, verify, X509Certificate, type JsonWebKey, type KeyObject } from 'node:crypto';
import { ProviderError } from './errors';

/**
 * Just enough JWT for identity tokens: RS256 only, so a token can never pick a weaker algorithm
 * ('none', or HS256 keyed with our public key) for itself.
 */

/** A decoded, not yet verified token. */
export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
}

/** A public key from a PEM certificate, a PEM public key or a JWK. */
export function publicKeyFrom(key: string | JsonWebKey): KeyObject {
  if (typeof key !== 'string') return createPublicKey({ key, format: 'jwk' });
  return key.includes('BEGIN CERTIFICATE') ? new X509Certificate(key).publicKey : createPublicKey(key);
}

function jsonPart(part: string, provider: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new ProviderError(provider, 'malformed token', { code: 'token.malformed' });
}

/** Splits and parses a compact JWS; throws a ProviderError when it is not one. */
export function decodeJwt(token: string, provider: string): DecodedJwt {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) {
    throw new ProviderError(provider, 'malformed token', { code: 'token.malformed' });
  }
  const [header = '', payload = '', signature = ''] = parts;
  return {
    header: jsonPart(header, provider),
    payload: jsonPart(payload, provider),
    signingInput: `${header}.${payload}`,
    signature: Buffer.from(signature, 'base64url'),
  };
}

/** Throws unless the token says RS256 and its signature verifies with this RSA key. */
export function verifyRs256(jwt: DecodedJwt, key: KeyObject, provider: string): void {
  if (jwt.header.alg !== 'RS256')
    throw new ProviderError(provider, 'token algorithm is not RS256', { code: 'token.alg' });
  if (key.asymmetricKeyType !== 'rsa') throw new ProviderError(provider, 'key is not RSA', { code: 'token.key' });
  if (!verify('sha256', Buffer.from(jwt.signingInput), key, jwt.signature)) {
    throw new ProviderError(provider, 'token signature is invalid', { code: 'token.signature' });
  }
}

/** The claims checks every identity token shares; times in seconds since the epoch. */
export function checkClaims(
  payload: Record<string, unknown>,
  expected: { issuers: readonly string[]; audience: string; nowSeconds: number; skewSeconds: number },
  provider: string,
): void {
  const fail = (message: string, code: string): never => {
    throw new ProviderError(provider, message, { code });
  };
  const { iss, aud, exp, iat, nbf, sub } = payload;
  if (typeof iss !== 'string' || !expected.issuers.includes(iss)) fail('token issuer is wrong', 'token.iss');
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(expected.audience)) fail('token audience is wrong', 'token.aud');
  if (typeof exp !== 'number' || exp <= expected.nowSeconds - expected.skewSeconds) fail('token expired', 'token.exp');
  if (typeof iat !== 'number' || iat > expected.nowSeconds + expected.skewSeconds) {
    fail('token issued in the future', 'token.iat');
  }
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > expected.nowSeconds + expected.skewSeconds)) {
    fail('token not yet valid', 'token.nbf');
  }
  if (typeof sub !== 'string' || sub === '') fail('token has no subject', 'token.sub');
}
