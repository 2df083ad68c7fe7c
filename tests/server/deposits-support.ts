// Shared helpers of the deposit suites: a test server that also listens on a real port (the
// sandbox and paygate callbacks come over real HTTP to PUBLIC_URL), on a clock the test moves,
// with two cashiers; players; and the calls of the deposit contract.
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { brands, depositChannels } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { insertOperator } from '../../src/server/modules/admin/queries';
import type { StoredCashierSettings } from '../../src/server/modules/cashier/settings';
import { startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, tokenOf } from './auth-client';

export const PLAYER_PASSWORD = 'Player-pass-2026';
const CASHIER_PASSWORD = 'Cashier-pass-2026';

export interface DepositServer {
  server: TestServer;
  /** http://127.0.0.1:<port>: PUBLIC_URL, where the app really listens. */
  url: string;
  clock: { now: number };
  brandId: number;
  cashiers: [string, string];
  admin: string;
  channels: { sandbox: number; company: number; paygate: number };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startDepositServer(): Promise<DepositServer> {
  const clock = { now: Date.UTC(2026, 10, 23, 4, 0, 0) };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startTestServer({ now: () => clock.now, env: { PUBLIC_URL: url } });
  await server.app.listen({ port, host: '127.0.0.1' });
  const db = server.database.db;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, 'demo'));
  const brandId = brand?.id ?? 0;
  const tokens: string[] = [];
  for (const username of ['dcash1', 'dcash2']) {
    await insertOperator(db, { username, passwordHash: await hashPassword(CASHIER_PASSWORD), role: 'cashier' });
    const res = await server.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username, password: CASHIER_PASSWORD },
    });
    tokens.push(res.json<{ value: { token: string } }>().value.token);
  }
  const rows = await db.select().from(depositChannels).where(eq(depositChannels.brandId, brandId));
  const idOf = (provider: string) => rows.find((row) => row.provider === provider)?.id ?? 0;
  return {
    server,
    url,
    clock,
    brandId,
    cashiers: [tokens[0] ?? '', tokens[1] ?? ''],
    admin: await server.operatorToken(),
    channels: { sandbox: idOf('sandbox'), company: idOf('company'), paygate: idOf('paygate') },
  };
}

/** Signs the cashiers and the admin in again (operator sessions end after 8 hours of the test clock). */
export async function renewOperatorSessions(env: DepositServer): Promise<void> {
  const tokens: string[] = [];
  for (const username of ['dcash1', 'dcash2']) {
    const res = await env.server.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username, password: CASHIER_PASSWORD },
    });
    tokens.push(res.json<{ value: { token: string } }>().value.token);
  }
  env.cashiers = [tokens[0] ?? '', tokens[1] ?? ''];
  env.admin = await env.server.operatorToken();
}

export async function setCashierSettings(env: DepositServer, settings: StoredCashierSettings): Promise<void> {
  await env.server.database.db.update(brands).set({ cashierSettings: settings }).where(eq(brands.id, env.brandId));
  await env.server.app.brands.invalidate();
}

let counter = 0;

export interface Player {
  id: number;
  username: string;
  token: string;
}

export async function newPlayer(env: DepositServer, prefix = 'dp'): Promise<Player> {
  const username = `${prefix}${Date.now().toString(36).slice(-5)}${++counter}`;
  const id = await createMember(env.server, { username, password: PLAYER_PASSWORD });
  return { id, username, token: await tokenOf(env.server, { username, password: PLAYER_PASSWORD }) };
}

export function nextRequestId(): string {
  return `dep-${Date.now().toString(36)}-${++counter}`;
}

export interface OrderView {
  orderNo: string;
  status: string;
  method: string;
  channelName: string;
  provider: string;
  amount: number;
  fee: number;
  creditAmount: number;
  currency: string;
  createdAt: number;
  expiresAt: number;
  confirmedAt: number | null;
  failureReason: string | null;
  slipUploadId: number | null;
  instructions: Record<string, unknown>;
  replayed?: boolean;
}

export interface QueueRow extends OrderView {
  id: number;
  username: string;
  approvals: string[];
  approvalsRequired: number;
  reviewReason: string | null;
  reportedAmount: number | null;
  providerReference: string | null;
}

export function createDeposit(
  env: DepositServer,
  token: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(env.server, { method: 'POST', url: '/wps/deposit/orders', token, payload });
}

/** Creates an order that must succeed and returns its view. */
export async function deposit(
  env: DepositServer,
  token: string,
  channelId: number,
  amount: number | string,
): Promise<OrderView> {
  const res = await createDeposit(env, token, { channelId, amount, requestId: nextRequestId() });
  if (res.statusCode !== 200) throw new Error(`deposit: ${res.statusCode} ${res.body}`);
  return res.json<{ value: OrderView }>().value;
}

export async function orderOf(env: DepositServer, token: string, orderNo: string): Promise<OrderView> {
  const res = await call(env.server, { method: 'GET', url: `/wps/deposit/orders/${orderNo}`, token });
  if (res.statusCode !== 200) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json<{ value: OrderView }>().value;
}

export async function balanceOf(env: DepositServer, token: string): Promise<number> {
  const res = await call(env.server, { method: 'GET', url: '/wps/v2/wallets/balance?typeId=0', token });
  return res.json<{ value: { sumBalance: number } }>().value.sumBalance;
}

export function asOperator(
  env: DepositServer,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return call(env.server, {
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function queueRow(env: DepositServer, orderNo: string, status = ''): Promise<QueueRow | undefined> {
  const res = await asOperator(
    env,
    env.admin,
    'GET',
    `/admin/api/cashier/deposits?merchant=demo&pageSize=100${status ? `&status=${status}` : ''}`,
  );
  if (res.statusCode !== 200) throw new Error(`queue: ${res.statusCode} ${res.body}`);
  return res.json<{ value: { list: QueueRow[] } }>().value.list.find((row) => row.orderNo === orderNo);
}

/** POST raw text to our callback endpoint over real HTTP, as a provider would. */
export async function postCallback(
  env: DepositServer,
  provider: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const res = await fetch(`${env.url}/wps/payment/callback/${provider}`, { method: 'POST', headers, body });
  return { status: res.status, text: await res.text() };
}
