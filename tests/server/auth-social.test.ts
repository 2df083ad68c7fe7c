// Social login's browser legs against a scripted provider client: the redirect with state,
// nonce and PKCE, the callback that links or creates the member, the one-time code traded for
// a session, and the refusals (replayed state or code, foreign return paths, a failing provider).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialIdentity, SocialLoginClient } from '../../src/server/modules/auth/providers/types';
import { rowsOf } from '../../src/server/db/migrate';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call } from './auth-client';

const skip = await skipReason();

/** A provider that vouches for `subject-<code>` and records what it was given. */
class ScriptedClient implements SocialLoginClient {
  readonly provider = 'google' as const;
  readonly exchanges: { code: string; nonce: string; codeVerifier: string; redirectUri: string }[] = [];
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<URL> {
    const url = new URL('https://idp.example.com/authorize');
    url.searchParams.set('state', input.state);
    url.searchParams.set('redirect_uri', input.redirectUri);
    return Promise.resolve(url);
  }
  exchange(input: { code: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<SocialIdentity> {
    this.exchanges.push(input);
    if (input.code === 'bad') return Promise.reject(new Error('google: token endpoint refused the code'));
    return Promise.resolve({
      provider: 'google',
      subject: `subject-${input.code}`,
      email: 'p@example.com',
      name: 'Pat <b>',
    });
  }
}

describe.skipIf(skip)('social login', () => {
  let server: TestServer;
  const client = new ScriptedClient();
  beforeAll(async () => {
    server = await startTestServer({
      providers: { social: (_brand, provider) => (provider === 'google' ? client : null) },
    });
  });
  afterAll(() => server?.close());

  const start = async (returnTo = '/promo') => {
    const res = await call(server, {
      method: 'GET',
      url: `/wps/session/social/google/start?merchant=demo&returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:8080/wps/session/social/google/callback');
    return location.searchParams.get('state') ?? '';
  };
  const callback = (query: string) =>
    call(server, { method: 'GET', url: `/wps/session/social/google/callback?${query}` });
  const fragment = (res: { headers: Record<string, unknown> }) => String(res.headers.location);
  const exchange = (code: string) =>
    call(server, { method: 'POST', url: '/wps/session/social/exchange', payload: { code } });

  it('creates a member on the first login and hands the page a one-time code', async () => {
    const state = await start();
    const back = await callback(`code=alice&state=${state}`);
    expect(back.statusCode).toBe(302);
    const match = /^\/promo#socialCode=([A-Za-z0-9_-]{43})$/.exec(fragment(back));
    expect(match).not.toBeNull();
    expect(client.exchanges.at(-1)?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await exchange(match?.[1] ?? '');
    expect(session.statusCode, session.body).toBe(200);
    const token = session.json<{ value: { token: string; passwordExpired: boolean } }>().value;
    expect(token.passwordExpired).toBe(false);
    const info = await call(server, { method: 'GET', url: '/wps/member/info', token: token.token });
    expect(info.json()).toMatchObject({ value: { type: 0, nickname: 'Pat <b>' } });
    // The code works once.
    expect((await exchange(match?.[1] ?? '')).statusCode).toBe(400);
  });

  it('finds the same member on the next login', async () => {
    const state = await start('/');
    const code = /socialCode=(.+)$/.exec(fragment(await callback(`code=alice&state=${state}`)))?.[1] ?? '';
    expect((await exchange(code)).statusCode).toBe(200);
    const rows = rowsOf<{ n: number }>(
      await server.database.db.execute(
        sql`select count(*)::int as n from social_identities where subject = 'subject-alice'`,
      ),
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses replayed or unknown states, cancelled and failed logins, with a fragment', async () => {
    const state = await start();
    await callback(`code=bob&state=${state}`);
    expect(fragment(await callback(`code=bob&state=${state}`))).toBe('/#socialError=expired');
    expect(fragment(await callback('code=bob&state=made-up'))).toBe('/#socialError=expired');
    expect(fragment(await callback(`error=access_denied&state=${await start()}`))).toBe('/promo#socialError=cancelled');
    expect(fragment(await callback(`code=bad&state=${await start()}`))).toBe('/promo#socialError=failed');
  });

  it('never redirects to another site', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const state = await start(returnTo);
      expect(fragment(await callback(`code=carol&state=${state}`))).toMatch(/^\/#socialCode=/);
    }
  });

  it('answers function.not.available for a provider the brand has not configured', async () => {
    const res = await call(server, { method: 'GET', url: '/wps/session/social/facebook/start' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'function.not.available' });
    expect((await call(server, { method: 'GET', url: '/wps/session/social/twitter/start' })).statusCode).toBe(400);
  });
});
