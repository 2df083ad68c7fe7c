// Helpers for the account suites: encrypted calls through the real key endpoint, logins,
// codes read from the SMS outbox and captcha answers planted in the database.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { encryptRequest } from '../../src/shared/crypto/rsa';
import { rowsOf } from '../../src/server/db/migrate';
import { sha256 } from '../../src/server/lib/tokens';
import { hashPassword } from '../../src/server/lib/passwords';
import { brands, members } from '../../src/server/db/schema';
import type { TestServer } from '../fixtures/server';

export const DEMO_PLAYER = { username: 'demoplayer', password: 'Demo-player-2026' };
export const DEMO_AGENT = { username: 'demoagent', password: 'Demo-agent-2026' };

const random = (n: number) => new Uint8Array(randomBytes(n));

/** The current RSA modulus from GET /wps/session/key/rsa. */
export async function rsaKey(server: TestServer): Promise<string> {
  return (await server.inject('/wps/session/key/rsa')).body;
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A plain call with the platform headers. */
export function call(server: TestServer, options: CallOptions): Promise<LightMyRequestResponse> {
  const inject: InjectOptions = {
    method: options.method,
    url: options.url,
    headers: { ...(options.token ? { authorization: options.token } : {}), ...options.headers },
    remoteAddress: options.ip ?? '127.0.0.1',
  };
  if (options.payload !== undefined) inject.payload = options.payload as InjectOptions['payload'];
  return server.inject(inject);
}

/** An encrypted call: the payload goes through RSA + DES exactly as the client sends it. */
export async function encryptedCall(server: TestServer, options: CallOptions): Promise<LightMyRequestResponse> {
  const { headers, body } = encryptRequest(options.payload ?? {}, await rsaKey(server), random);
  return call(server, { ...options, payload: body, headers: { ...headers, ...options.headers } });
}

/** POST /wps/session/login (encrypted). */
export function login(
  server: TestServer,
  body: Record<string, unknown>,
  extra: Partial<CallOptions> = {},
): Promise<LightMyRequestResponse> {
  return encryptedCall(server, {
    method: 'POST',
    url: '/wps/session/login',
    payload: { type: 'username', ...body },
    ...extra,
  });
}

/**
 * Logs in and returns the session token (fails the test otherwise). Without an address each
 * username logs in from its own one: logins racing from one address count against that address
 * in the shared limiter (a captcha from the 4th at once), as a burst from one client would.
 */
export async function tokenOf(
  server: TestServer,
  account: { username: string; password: string },
  extra: Record<string, unknown> = {},
  ip = addressOf(account.username),
): Promise<string> {
  const res = await login(server, { ...account, ...extra }, { ip });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ value: { token: string } }>().value.token;
}

/** A stable private address per name (10.200.x.y). */
function addressOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.200.${(hash >>> 8) % 256}.${(hash % 254) + 1}`;
}

/** The code in the newest outbox message to a number (E.164). */
export async function lastSmsCode(server: TestServer, to: string): Promise<string> {
  const rows = rowsOf<{ text: string }>(
    await server.database.db.execute(sql`select text from sms_outbox where "to" = ${to} order by id desc limit 1`),
  );
  const match = /\b(\d{6})\b/.exec(rows[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no SMS to ${to}`);
  return match[1];
}

/** Draws a captcha and plants a known answer for it; returns the id and the answer. */
export async function solvedCaptcha(server: TestServer, ip: string): Promise<{ captchaId: string; captcha: string }> {
  const res = await call(server, { method: 'GET', url: '/wps/captcha', ip });
  if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.statusCode} ${res.body}`);
  const captchaId = String(res.headers['captcha-id']);
  const captcha = 'ABCDE';
  await server.database.db.execute(
    sql`update captchas set answer_hash = ${sha256(`${captchaId}:${captcha}`)} where id = ${captchaId}`,
  );
  return { captchaId, captcha };
}

/** A fresh trial session. */
export async function trialToken(server: TestServer, ip = '127.0.0.1'): Promise<string> {
  const res = await call(server, { method: 'POST', url: '/wps/session/login/freeplay', payload: {}, ip });
  if (res.statusCode !== 200) throw new Error(`free play failed: ${res.statusCode} ${res.body}`);
  return res.json<{ value: { token: string } }>().value.token;
}

/** Creates an account of the demo brand directly in the database. */
export async function createMember(
  server: TestServer,
  values: { username: string; password: string; type?: number; mobile?: string; email?: string },
): Promise<number> {
  const [brand] = await server.database.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.merchantCode, 'demo'));
  const rows = await server.database.db
    .insert(members)
    .values({
      brandId: brand?.id ?? 0,
      username: values.username,
      passwordHash: await hashPassword(values.password),
      type: values.type ?? 0,
      mobile: values.mobile ?? null,
      countryDialingCode: values.mobile ? '63' : null,
      email: values.email ?? null,
    })
    .returning({ id: members.id });
  return rows[0]?.id ?? 0;
}

/** The newest outbox mail to an address. */
export async function lastMail(server: TestServer, to: string): Promise<{ subject: string; text: string } | undefined> {
  const rows = rowsOf<{ subject: string; text: string }>(
    await server.database.db.execute(
      sql`select subject, text from mail_outbox where "to" = ${to} order by id desc limit 1`,
    ),
  );
  return rows[0];
}
