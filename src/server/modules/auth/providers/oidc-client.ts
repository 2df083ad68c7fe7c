import type { JsonWebKey, KeyObject } from 'node:crypto';
import type { SocialProvider } from '../../../../shared/api/auth';
import type { SocialIdentity, SocialLoginClient } from './types';
import { ProviderError } from './errors';
import { httpRequest, jsonObject, stringField } from './http';
import { checkClaims, decodeJwt, publicKeyFrom, verifyRs256 } from './jwt';
import { RemoteKeySet } from './key-set';
import { codeChallengeS256 } from './pkce';

const GOOGLE_ISSUER = 'https://accounts.google.com';

/** One OpenID Connect client registration (Google's by default). */
export interface OidcClientConfig {
  /** Which social provider this is; 'google' by default. */
  provider?: SocialProvider;
  /** The issuer; its /.well-known/openid-configuration is read once. https://accounts.google.com by default. */
  issuer?: string;
  clientId: string;
  clientSecret: string;
  /** How the client authenticates at the token endpoint; client_secret_basic by default. */
  tokenAuthMethod?: 'client_secret_basic' | 'client_secret_post';
  /** 'openid email profile' by default. */
  scope?: string;
  /** Milliseconds per request to the provider; 10 s by default. */
  timeoutMs?: number;
  /** Seconds of clock difference tolerated on exp and iat; 60 by default. */
  clockSkewSeconds?: number;
  /** Current time in milliseconds; Date.now by default. */
  now?: () => number;
}

/** The discovery fields this client uses. */
interface Discovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
}

/** RFC 6749 2.3.1: client credentials are form-encoded before they go into Basic auth. */
const formEncode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');

/**
 * OpenID Connect login with the authorization code flow: PKCE (S256), state and nonce, the code
 * exchanged with the client secret, and the id_token verified against the provider's JWKS
 * (RS256; iss, aud, azp, exp, iat and nonce). The caller keeps state, nonce and code verifier
 * between the redirect and the callback, and checks state itself. The e-mail is reported only
 * when the provider says it is verified, so it can never be used to claim someone's account.
 */
export class OidcLoginClient implements SocialLoginClient {
  readonly provider: SocialProvider;
  private readonly issuer: string;
  private discovery: Promise<Discovery> | undefined;
  private readonly keys: RemoteKeySet;
  private readonly now = (): number => (this.config.now ?? Date.now)();

  constructor(private readonly config: OidcClientConfig) {
    if (!config.clientId || !config.clientSecret) throw new Error('oidc: clientId and clientSecret are required');
    this.provider = config.provider ?? 'google';
    this.issuer = (config.issuer ?? GOOGLE_ISSUER).replace(/\/+$/, '');
    this.keys = new RemoteKeySet(this.provider, () => this.loadJwks(), this.now);
  }

  async authorizationUrl(input: {
    state: string;
    nonce: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<URL> {
    const url = new URL((await this.discover()).authorizationEndpoint);
    const params = {
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: input.redirectUri,
      scope: this.config.scope ?? 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: codeChallengeS256(input.codeVerifier),
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  }

  async exchange(input: {
    code: string;
    nonce: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<SocialIdentity> {
    const discovery = await this.discover();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    });
    const headers: Record<string, string> = {};
    const { clientId, clientSecret } = this.config;
    if (this.config.tokenAuthMethod === 'client_secret_post') {
      form.set('client_id', clientId);
      form.set('client_secret', clientSecret);
    } else {
      const credentials = `${formEncode(clientId)}:${formEncode(clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    }
    const answer = await httpRequest(this.provider, discovery.tokenEndpoint, {
      form,
      headers,
      timeoutMs: this.config.timeoutMs,
    });
    const body = jsonObject(answer.text);
    const idToken = stringField(body, 'id_token');
    if (answer.status !== 200 || !idToken) {
      const code = stringField(body, 'error') ?? 'token.exchange';
      const message = stringField(body, 'error_description') ?? `token endpoint answered ${answer.status}`;
      throw new ProviderError(this.provider, message, { status: answer.status, code });
    }
    return this.verifyIdToken(idToken, discovery, input.nonce);
  }

  private async verifyIdToken(idToken: string, discovery: Discovery, nonce: string): Promise<SocialIdentity> {
    const jwt = decodeJwt(idToken, this.provider);
    const kid = jwt.header.kid;
    verifyRs256(jwt, await this.keys.get(typeof kid === 'string' ? kid : undefined), this.provider);

    const { clientId } = this.config;
    // Google documents that its id_tokens may name the issuer without the scheme.
    const issuers = discovery.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [discovery.issuer];
    checkClaims(
      jwt.payload,
      {
        issuers,
        audience: clientId,
        nowSeconds: Math.floor(this.now() / 1000),
        skewSeconds: this.config.clockSkewSeconds ?? 60,
      },
      this.provider,
    );
    const { aud, azp, nonce: tokenNonce, sub, email, email_verified: emailVerified, name } = jwt.payload;
    if (Array.isArray(aud) && aud.length > 1 && azp !== clientId) {
      throw new ProviderError(this.provider, 'token was issued to another party', { code: 'token.azp' });
    }
    if (typeof tokenNonce !== 'string' || tokenNonce !== nonce) {
      throw new ProviderError(this.provider, 'token nonce does not match', { code: 'token.nonce' });
    }
    return {
      provider: this.provider,
      subject: sub as string,
      ...(typeof email === 'string' && emailVerified === true ? { email } : {}),
      ...(typeof name === 'string' ? { name } : {}),
    };
  }

  /** The discovery document, read once; a failed read is retried by the next call. */
  private discover(): Promise<Discovery> {
    this.discovery ??= this.readDiscovery().catch((error: unknown) => {
      this.discovery = undefined;
      throw error;
    });
    return this.discovery;
  }

  private async readDiscovery(): Promise<Discovery> {
    const answer = await httpRequest(this.provider, `${this.issuer}/.well-known/openid-configuration`, {
      timeoutMs: this.config.timeoutMs,
    });
    const body = jsonObject(answer.text);
    const discovery = {
      issuer: stringField(body, 'issuer'),
      authorizationEndpoint: stringField(body, 'authorization_endpoint'),
      tokenEndpoint: stringField(body, 'token_endpoint'),
      jwksUri: stringField(body, 'jwks_uri'),
    };
    const { issuer, authorizationEndpoint, tokenEndpoint, jwksUri } = discovery;
    if (answer.status !== 200 || !authorizationEndpoint || !tokenEndpoint || !jwksUri) {
      throw new ProviderError(this.provider, `discovery answered ${answer.status} without the endpoints`, {
        code: 'discovery',
      });
    }
    // OpenID Connect Discovery 4.3: a document naming another issuer must not be used.
    if (issuer !== this.issuer) {
      throw new ProviderError(this.provider, 'discovery names another issuer', { code: 'discovery' });
    }
    return { issuer, authorizationEndpoint, tokenEndpoint, jwksUri };
  }

  private async loadJwks(): Promise<Map<string, KeyObject>> {
    const { jwksUri } = await this.discover();
    const answer = await httpRequest(this.provider, jwksUri, { timeoutMs: this.config.timeoutMs });
    const keys = jsonObject(answer.text)?.keys;
    if (answer.status !== 200 || !Array.isArray(keys)) throw new Error(`jwks answered ${answer.status}`);
    const signing = (keys as JsonWebKey[]).filter((jwk) => jwk.kty === 'RSA' && (jwk.use ?? 'sig') === 'sig');
    return new Map(signing.map((jwk) => [typeof jwk.kid === 'string' ? jwk.kid : '', publicKeyFrom(jwk)]));
  }
}
