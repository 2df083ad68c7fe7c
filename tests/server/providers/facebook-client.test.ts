// The Facebook login client against a local server speaking the Graph endpoints it uses.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FacebookLoginClient } from '../../../src/server/modules/auth/providers/facebook-client';
import { sendJson, startLocalServer, type LocalServer } from './local-http';

const APP_ID = '1234567890';
const APP_SECRET = 'fb-app-secret';
const REDIRECT_URI = 'https://play.example.com/social/facebook/callback';
const VERIFIER = 'verifier-0123456789-0123456789-0123456789';
const graphError = (message: string, code: number) => ({ error: { message, type: 'OAuthException', code } });

describe('Facebook login client', () => {
  let graph: LocalServer;
  const issued = new Map<string, string>(); // access token → user id

  beforeAll(async () => {
    graph = await startLocalServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const q = url.searchParams;
      if (req.method === 'GET' && url.pathname === '/v21.0/oauth/access_token') {
        if (q.get('client_id') !== APP_ID || q.get('client_secret') !== APP_SECRET) {
          return sendJson(res, 400, graphError('Error validating client secret.', 1));
        }
        if (q.get('redirect_uri') !== REDIRECT_URI) return sendJson(res, 400, graphError('redirect_uri mismatch', 100));
        const challenge = createHash('sha256')
          .update(q.get('code_verifier') ?? '')
          .digest('base64url');
        const expectedChallenge = createHash('sha256').update(VERIFIER).digest('base64url');
        if (!q.get('code')?.startsWith('code-') || challenge !== expectedChallenge) {
          return sendJson(res, 400, graphError('Invalid verification code format.', 100));
        }
        const token = `EAAB-${q.get('code')}`;
        issued.set(token, q.get('code') === 'code-noemail' ? '10002' : '10001');
        return sendJson(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      if (req.method === 'GET' && url.pathname === '/v21.0/me') {
        const token = q.get('access_token') ?? '';
        const proof = createHmac('sha256', APP_SECRET).update(token).digest('hex');
        if (!issued.has(token) || q.get('appsecret_proof') !== proof) {
          return sendJson(res, 400, graphError('Invalid OAuth access token.', 190));
        }
        if (q.get('fields') !== 'id,name,email') return sendJson(res, 400, graphError('Unexpected fields', 100));
        const id = issued.get(token)!;
        return sendJson(
          res,
          200,
          id === '10001' ? { id, name: 'Ana Cruz', email: 'ana@example.com' } : { id, name: 'Ben' },
        );
      }
      sendJson(res, 404, graphError('Unknown path', 803));
    });
  });
  afterAll(() => graph?.close());

  const client = (appSecret = APP_SECRET) =>
    new FacebookLoginClient({
      appId: APP_ID,
      appSecret,
      dialogBaseUrl: 'https://www.facebook.test',
      graphBaseUrl: graph.url,
      timeoutMs: 5_000,
    });
  const input = (code: string) => ({ code, nonce: 'unused', codeVerifier: VERIFIER, redirectUri: REDIRECT_URI });

  it('builds the login dialog URL with state, scope and PKCE', async () => {
    const url = await client().authorizationUrl({
      state: 's-1',
      nonce: 'n',
      codeVerifier: VERIFIER,
      redirectUri: REDIRECT_URI,
    });
    expect(url.origin + url.pathname).toBe('https://www.facebook.test/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: APP_ID,
      redirect_uri: REDIRECT_URI,
      state: 's-1',
      response_type: 'code',
      scope: 'public_profile,email',
      code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
      code_challenge_method: 'S256',
    });
  });

  it('trades the code for a token and returns the profile', async () => {
    await expect(client().exchange(input('code-abc'))).resolves.toEqual({
      provider: 'facebook',
      subject: '10001',
      email: 'ana@example.com',
      name: 'Ana Cruz',
    });
  });

  it('leaves the e-mail out when Facebook has none', async () => {
    await expect(client().exchange(input('code-noemail'))).resolves.toEqual({
      provider: 'facebook',
      subject: '10002',
      name: 'Ben',
    });
  });

  it("rejects with Graph's error for a bad code, a wrong verifier or a wrong app secret", async () => {
    await expect(client().exchange(input('bogus'))).rejects.toMatchObject({ details: { status: 400, code: '100' } });
    await expect(client().exchange({ ...input('code-x'), codeVerifier: 'other' })).rejects.toThrow(
      /Invalid verification code/,
    );
    await expect(client('wrong').exchange(input('code-abc'))).rejects.toMatchObject({ details: { code: '1' } });
  });

  it('rejects when the Graph API is unreachable', async () => {
    const offline = new FacebookLoginClient({
      appId: APP_ID,
      appSecret: APP_SECRET,
      graphBaseUrl: 'http://127.0.0.1:9',
    });
    await expect(offline.exchange(input('code-abc'))).rejects.toMatchObject({ details: { code: 'network' } });
  });
});
