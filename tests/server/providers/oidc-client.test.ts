// The OpenID Connect client end to end against a real OpenID provider (oidc-provider) that the
// test runs on 127.0.0.1: discovery, the browser's trip through login and consent, the code
// exchange with PKCE, and id_token verification against the provider's JWKS.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcLoginClient, type OidcClientConfig } from '../../../src/server/modules/auth/providers/oidc-client';
import { signRs256 } from './jwt-signer';
import { sendJson, startLocalServer, type LocalServer } from './local-http';

const REDIRECT_URI = 'http://127.0.0.1/social/callback';
const ACCOUNT = 'account-7f3a';
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Fresh per-login secrets, as the route keeps them in its short-lived login state. */
const secrets = () => ({
  state: randomBytes(16).toString('base64url'),
  nonce: randomBytes(16).toString('base64url'),
  codeVerifier: randomBytes(32).toString('base64url'),
  redirectUri: REDIRECT_URI,
});

describe('OpenID Connect client against oidc-provider', () => {
  let server: Server;
  let issuer: string;
  let provider: Provider;

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const configuration: Configuration = {
      clients: [
        {
          client_id: 'playhub-post',
          client_secret: 'post-secret-0123456789abcdef0123456789',
          redirect_uris: [REDIRECT_URI],
          token_endpoint_auth_method: 'client_secret_post',
        },
        {
          client_id: 'playhub-basic',
          client_secret: 'basic secret/with:odd+chars&0123456789',
          redirect_uris: [REDIRECT_URI],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys: [{ ...signingKey.privateKey.export({ format: 'jwk' }), kid: 'sig-1', use: 'sig', alg: 'RS256' }] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({ sub, email: 'ana@example.com', email_verified: true, name: 'Ana Cruz' }),
      }),
      // Like Google, put the scope's claims (email, name) into the id_token itself.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    };
    provider = new Provider(issuer, configuration);
    const callback = provider.callback();

    // The provider's own login and consent pages, answered programmatically: the "user" signs in
    // as ACCOUNT and grants what the client asked for.
    server.on('request', (req, res) => {
      if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: ACCOUNT } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id as string,
        });
        grant.addOIDCScope(details.params.scope as string);
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: true },
        );
      })().catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Plays the browser: follows redirects with cookies until the provider sends it back to us. */
  async function browse(start: URL): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = start;
    for (let hop = 0; hop < 12; hop++) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        signal: AbortSignal.timeout(5_000),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`stopped at ${url.href} with ${response.status}: ${await response.text()}`);
      url = new URL(location, url);
      if (url.href.startsWith(REDIRECT_URI)) return url;
    }
    throw new Error('too many redirects');
  }

  const client = (overrides: Partial<OidcClientConfig> = {}) =>
    new OidcLoginClient({
      issuer,
      clientId: 'playhub-post',
      clientSecret: 'post-secret-0123456789abcdef0123456789',
      tokenAuthMethod: 'client_secret_post',
      timeoutMs: 5_000,
      ...overrides,
    });

  /** A whole login: redirect, browser trip, callback; returns the code and the secrets used. */
  async function authorize(oidc: OidcLoginClient) {
    const login = secrets();
    const start = await oidc.authorizationUrl(login);
    const callback = await browse(start);
    expect(callback.searchParams.get('state')).toBe(login.state);
    return { login, start, code: callback.searchParams.get('code')! };
  }

  it('builds the authorization URL from discovery with PKCE S256, state and nonce', async () => {
    const login = secrets();
    const url = await client().authorizationUrl(login);
    expect(url.origin + url.pathname).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'playhub-post',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: login.state,
      nonce: login.nonce,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in end to end with client_secret_post and returns the verified identity', async () => {
    const oidc = client();
    const { login, code } = await authorize(oidc);
    await expect(oidc.exchange({ ...login, code })).resolves.toEqual({
      provider: 'google',
      subject: ACCOUNT,
      email: 'ana@example.com',
      name: 'Ana Cruz',
    });
  });

  it('logs in end to end with client_secret_basic, secrets with odd characters included', async () => {
    const oidc = client({
      clientId: 'playhub-basic',
      clientSecret: 'basic secret/with:odd+chars&0123456789',
      tokenAuthMethod: 'client_secret_basic',
    });
    const { login, code } = await authorize(oidc);
    await expect(oidc.exchange({ ...login, code })).resolves.toMatchObject({ subject: ACCOUNT });
  });

  it('fails when the nonce is not the one the login started with', async () => {
    const oidc = client();
    const { login, code } = await authorize(oidc);
    await expect(oidc.exchange({ ...login, code, nonce: 'another-nonce' })).rejects.toMatchObject({
      details: { code: 'token.nonce' },
    });
  });

  it('fails when the code verifier is wrong, or the code is used twice', async () => {
    const oidc = client();
    const { login, code } = await authorize(oidc);
    await expect(oidc.exchange({ ...login, code, codeVerifier: secrets().codeVerifier })).rejects.toMatchObject({
      details: { status: 400, code: 'invalid_grant' },
    });
    const second = await authorize(oidc);
    await oidc.exchange({ ...second.login, code: second.code });
    await expect(oidc.exchange({ ...second.login, code: second.code })).rejects.toMatchObject({
      details: { code: 'invalid_grant' },
    });
  });

  it('fails with a wrong client secret', async () => {
    const { login, code } = await authorize(client());
    await expect(client({ clientSecret: 'wrong' }).exchange({ ...login, code })).rejects.toMatchObject({
      details: { status: 401, code: 'invalid_client' },
    });
  });

  it('fails when discovery names another issuer', async () => {
    const impostor = await startLocalServer((_req, res) =>
      sendJson(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      }),
    );
    try {
      await expect(client({ issuer: impostor.url }).authorizationUrl(secrets())).rejects.toMatchObject({
        details: { code: 'discovery' },
      });
    } finally {
      await impostor.close();
    }
  });

  describe('id_token checks, with a token endpoint that returns a chosen token', () => {
    let fake: LocalServer;
    let nextIdToken = '';
    const fakeIssuer = () => fake.url;

    beforeAll(async () => {
      fake = await startLocalServer((req, res) => {
        const base = fakeIssuer();
        if (req.url === '/.well-known/openid-configuration') {
          return sendJson(res, 200, {
            issuer: base,
            authorization_endpoint: `${base}/auth`,
            token_endpoint: `${base}/token`,
            jwks_uri: `${base}/jwks`,
          });
        }
        if (req.url === '/jwks') {
          const jwk = signingKey.publicKey.export({ format: 'jwk' });
          return sendJson(res, 200, { keys: [{ ...jwk, kid: 'sig-1', use: 'sig', alg: 'RS256' }] });
        }
        sendJson(res, 200, { access_token: 'at', token_type: 'Bearer', id_token: nextIdToken });
      });
    });
    afterAll(() => fake?.close());

    const now = Math.floor(Date.now() / 1000);
    const claims = (overrides: Record<string, unknown> = {}) => ({
      iss: fakeIssuer(),
      aud: 'playhub-post',
      sub: 'user-1',
      nonce: 'n-1',
      iat: now,
      exp: now + 300,
      email: 'x@example.com',
      email_verified: false,
      ...overrides,
    });
    const exchange = (token: string) => {
      nextIdToken = token;
      return client({ issuer: fakeIssuer() })
        .exchange({ code: 'c', nonce: 'n-1', codeVerifier: 'v', redirectUri: REDIRECT_URI })
        .then(
          (identity) => identity,
          (error: { details?: { code?: string } }) => error.details?.code,
        );
    };

    it('accepts a good token and leaves out an unverified e-mail', async () => {
      expect(await exchange(signRs256({ kid: 'sig-1' }, claims(), signingKey.privateKey))).toEqual({
        provider: 'google',
        subject: 'user-1',
      });
    });

    it('rejects a tampered token', async () => {
      const [head, , signature] = signRs256({ kid: 'sig-1' }, claims(), signingKey.privateKey).split('.');
      const forged = Buffer.from(JSON.stringify(claims({ sub: 'admin' }))).toString('base64url');
      expect(await exchange(`${head}.${forged}.${signature}`)).toBe('token.signature');
    });

    it('rejects a token signed by a key outside the JWKS, or an unknown kid', async () => {
      expect(await exchange(signRs256({ kid: 'sig-1' }, claims(), strangerKey.privateKey))).toBe('token.signature');
      expect(await exchange(signRs256({ kid: 'sig-9' }, claims(), strangerKey.privateKey))).toBe('token.kid');
    });

    it('rejects wrong issuer, audience, authorized party, expiry and nonce', async () => {
      const sign = (overrides: Record<string, unknown>) =>
        exchange(signRs256({ kid: 'sig-1' }, claims(overrides), signingKey.privateKey));
      expect(await sign({ iss: 'https://accounts.google.com' })).toBe('token.iss');
      expect(await sign({ aud: 'someone-else' })).toBe('token.aud');
      expect(await sign({ aud: ['playhub-post', 'other'], azp: 'other' })).toBe('token.azp');
      expect(await sign({ exp: now - 3600 })).toBe('token.exp');
      expect(await sign({ nonce: undefined })).toBe('token.nonce');
    });
  });
});
