import { createHmac } from 'node:crypto';
import type { SocialIdentity, SocialLoginClient } from './types';
import { ProviderError } from './errors';
import { httpRequest, jsonObject, stringField, type HttpAnswer } from './http';
import { codeChallengeS256 } from './pkce';

/** A Facebook app and where its endpoints live. */
export interface FacebookClientConfig {
  appId: string;
  appSecret: string;
  /** Graph API version in the paths; v21.0 by default. */
  apiVersion?: string;
  /** Where the login dialog lives; https://www.facebook.com by default. */
  dialogBaseUrl?: string;
  /** Where the Graph API lives; https://graph.facebook.com by default. */
  graphBaseUrl?: string;
  /** 'public_profile,email' by default. */
  scope?: string;
  /** Milliseconds per request to the Graph API; 10 s by default. */
  timeoutMs?: number;
}

/**
 * Facebook Login with the manual OAuth 2 flow: the login dialog, the code traded for an access
 * token at /oauth/access_token, then /me?fields=id,name,email with an appsecret_proof. Facebook
 * issues no id_token here, so the nonce has nothing to be checked against; state (checked by the
 * caller) and PKCE bind the callback to the login that started it. Facebook only returns e-mail
 * addresses it has confirmed.
 */
export class FacebookLoginClient implements SocialLoginClient {
  readonly provider = 'facebook' as const;
  private readonly dialog: string;
  private readonly graph: string;

  constructor(private readonly config: FacebookClientConfig) {
    if (!config.appId || !config.appSecret) throw new Error('facebook: appId and appSecret are required');
    const version = config.apiVersion ?? 'v21.0';
    this.dialog = `${(config.dialogBaseUrl ?? 'https://www.facebook.com').replace(/\/+$/, '')}/${version}`;
    this.graph = `${(config.graphBaseUrl ?? 'https://graph.facebook.com').replace(/\/+$/, '')}/${version}`;
  }

  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<URL> {
    const url = new URL(`${this.dialog}/dialog/oauth`);
    const params = {
      client_id: this.config.appId,
      redirect_uri: input.redirectUri,
      state: input.state,
      response_type: 'code',
      scope: this.config.scope ?? 'public_profile,email',
      code_challenge: codeChallengeS256(input.codeVerifier),
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return Promise.resolve(url);
  }

  async exchange(input: {
    code: string;
    nonce: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<SocialIdentity> {
    const tokenUrl = new URL(`${this.graph}/oauth/access_token`);
    tokenUrl.search = new URLSearchParams({
      client_id: this.config.appId,
      client_secret: this.config.appSecret,
      redirect_uri: input.redirectUri,
      code: input.code,
      code_verifier: input.codeVerifier,
    }).toString();
    const token = this.read(await httpRequest(this.provider, tokenUrl, { timeoutMs: this.config.timeoutMs }));
    const accessToken = stringField(token, 'access_token');
    if (!accessToken)
      throw new ProviderError(this.provider, 'token answer has no access_token', { code: 'token.exchange' });

    const meUrl = new URL(`${this.graph}/me`);
    meUrl.search = new URLSearchParams({
      fields: 'id,name,email',
      access_token: accessToken,
      // Proves the call comes from the app's server, so a stolen token alone cannot be replayed here.
      appsecret_proof: createHmac('sha256', this.config.appSecret).update(accessToken).digest('hex'),
    }).toString();
    const me = this.read(await httpRequest(this.provider, meUrl, { timeoutMs: this.config.timeoutMs }));
    const id = stringField(me, 'id');
    if (!id) throw new ProviderError(this.provider, 'profile has no id', { code: 'profile' });
    const email = stringField(me, 'email');
    const name = stringField(me, 'name');
    return { provider: this.provider, subject: id, ...(email ? { email } : {}), ...(name ? { name } : {}) };
  }

  /** The JSON body of a Graph answer, or the Graph error ({error: {message, type, code}}) thrown. */
  private read(answer: HttpAnswer): Record<string, unknown> {
    const body = jsonObject(answer.text);
    if (answer.status === 200 && body) return body;
    const error = body?.error;
    const details = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : null;
    const code = details?.code;
    throw new ProviderError(this.provider, stringField(details, 'message') ?? `graph answered ${answer.status}`, {
      status: answer.status,
      code: typeof code === 'number' || typeof code === 'string' ? String(code) : undefined,
    });
  }
}
