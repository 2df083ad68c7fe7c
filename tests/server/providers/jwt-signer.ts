// Token minting for the identity-token tests: RS256 with a given key, and forgeries.
import { createHmac, sign, type KeyObject } from 'node:crypto';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact RS256 JWS. */
export function signRs256(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const input = `${part({ alg: 'RS256', typ: 'JWT', ...header })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** An HS256 token keyed with some text (the classic attack keys it with the RSA public key). */
export function signHs256(header: Record<string, unknown>, payload: Record<string, unknown>, secret: string): string {
  const input = `${part({ ...header, alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** An unsigned token claiming alg none. */
export function unsigned(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  return `${part({ ...header, alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
