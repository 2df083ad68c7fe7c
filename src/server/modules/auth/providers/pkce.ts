import { createHash } from 'node:crypto';

/** PKCE's S256 code challenge for a verifier (RFC 7636 4.2). */
export function codeChallengeS256(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}
