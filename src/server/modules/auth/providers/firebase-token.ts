import type { JsonWebKey, KeyObject } from 'node:crypto';
import type { FirebaseIdentity, FirebaseTokenVerifier } from './types';
import { ProviderError } from './errors';
import { httpRequest, jsonObject } from './http';
import { checkClaims, decodeJwt, publicKeyFrom, verifyRs256 } from './jwt';
import { RemoteKeySet } from './key-set';

/** Where Google publishes the certificates that sign Firebase ID tokens (kid → PEM). */
export const GOOGLE_SECURE_TOKEN_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Signing keys by kid: PEM certificates (Google's format), PEM public keys or JWKs. */
export type SigningKeys = Record<string, string | JsonWebKey>;

/** A Firebase project and the keys its ID tokens are checked against. */
export interface FirebaseTokenConfig {
  projectId: string;
  /** Keys known up front (configuration); consulted first. */
  keys?: SigningKeys;
  /** Loads current keys, e.g. googleCertsFetcher(); called when a token names an unknown kid. */
  fetchKeys?: () => Promise<SigningKeys>;
  /** Seconds of clock difference tolerated on exp, iat and auth_time; 60 by default. */
  clockSkewSeconds?: number;
  /** Current time in milliseconds; Date.now by default. */
  now?: () => number;
}

/** A fetchKeys for Google's certificate URL (or a stand-in speaking its format). */
export function googleCertsFetcher(
  url = GOOGLE_SECURE_TOKEN_CERTS_URL,
  timeoutMs?: number,
): () => Promise<SigningKeys> {
  return async () => {
    const answer = await httpRequest('firebase', url, { timeoutMs });
    const body = jsonObject(answer.text);
    if (answer.status !== 200 || !body) throw new ProviderError('firebase', `certificates answered ${answer.status}`);
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  };
}

/**
 * Verifies Firebase phone-auth ID tokens as Firebase documents it: RS256 signed by the key the
 * header's kid names, iss https://securetoken.google.com/<projectId>, aud projectId, exp, iat and
 * auth_time within the clock skew, a non-empty sub, and a phone number. Rejects with a
 * ProviderError whose details.code says which check failed.
 */
export class FirebaseIdTokenVerifier implements FirebaseTokenVerifier {
  private readonly configured = new Map<string, KeyObject>();
  private readonly fetched: RemoteKeySet | undefined;
  private readonly now = (): number => (this.config.now ?? Date.now)();

  constructor(private readonly config: FirebaseTokenConfig) {
    if (!config.projectId) throw new Error('firebase: projectId is required');
    if (!config.keys && !config.fetchKeys) throw new Error('firebase: keys or fetchKeys is required');
    for (const [kid, key] of Object.entries(config.keys ?? {})) this.configured.set(kid, publicKeyFrom(key));
    const { fetchKeys } = config;
    if (fetchKeys) {
      const load = async () =>
        new Map(Object.entries(await fetchKeys()).map(([kid, key]) => [kid, publicKeyFrom(key)]));
      this.fetched = new RemoteKeySet('firebase', load, this.now);
    }
  }

  async verify(idToken: string): Promise<FirebaseIdentity> {
    const jwt = decodeJwt(idToken, 'firebase');
    const kid = jwt.header.kid;
    if (typeof kid !== 'string') throw new ProviderError('firebase', 'token has no kid', { code: 'token.kid' });
    const key = this.configured.get(kid) ?? (await this.fetched?.get(kid));
    if (!key) throw new ProviderError('firebase', 'token signed by an unknown key', { code: 'token.kid' });
    verifyRs256(jwt, key, 'firebase');

    const nowSeconds = Math.floor(this.now() / 1000);
    const skewSeconds = this.config.clockSkewSeconds ?? 60;
    const { projectId } = this.config;
    checkClaims(
      jwt.payload,
      { issuers: [`https://securetoken.google.com/${projectId}`], audience: projectId, nowSeconds, skewSeconds },
      'firebase',
    );
    const { sub, auth_time: authTime, phone_number: phoneNumber } = jwt.payload;
    if (typeof authTime !== 'number' || authTime > nowSeconds + skewSeconds) {
      throw new ProviderError('firebase', 'token auth_time is missing or in the future', { code: 'token.auth_time' });
    }
    if (typeof phoneNumber !== 'string' || !/^\+\d{6,15}$/.test(phoneNumber)) {
      throw new ProviderError('firebase', 'token carries no phone number', { code: 'token.phone' });
    }
    return { uid: sub as string, phoneNumber };
  }
}
