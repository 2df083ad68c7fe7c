// Shared helpers of the withdrawal suites: a server on a movable clock, funded players with a
// payment password and a bound account, cashier operators, and the withdrawal invariants.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { brands } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { insertOperator } from '../../src/server/modules/admin/queries';
import { CLI_ACTOR } from '../../src/server/modules/admin/service';
import { adjustBalance } from '../../src/server/modules/admin/wallet';
import type { StoredCashierSettings } from '../../src/server/modules/cashier/settings';
import { mainAccount, systemAccount } from '../../src/server/modules/wallet/accounts';
import { post, requestHash } from '../../src/server/modules/wallet/ledger';
import { startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, encryptedCall, tokenOf } from './auth-client';
import { query } from './wallet-support';

export const PLAYER_PASSWORD = 'Player-pass-2026';
export const PAY_PASSWORD = '135790';
export const CASHIER_PASSWORD = 'Cashier-pass-2026';

export interface WithdrawalServer {
  server: TestServer;
  /** The app's clock (epoch ms); tests move it forward. */
  clock: { now: number };
  brandId: number;
  /** Bearer tokens of two cashiers (cash1, cash2) and the admin. */
  cashiers: [string, string];
  admin: string;
}

/** A test server on a clock the test controls, with two cashier operators signed in. */
export async function startWithdrawalServer(): Promise<WithdrawalServer> {
  const clock = { now: Date.UTC(2026, 10, 23, 4, 0, 0) };
  const server = await startTestServer({ now: () => clock.now });
  const [brand] = await server.database.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.merchantCode, 'demo'));
  const tokens: string[] = [];
  for (const username of ['cash1', 'cash2']) {
    await insertOperator(server.database.db, {
      username,
      passwordHash: await hashPassword(CASHIER_PASSWORD),
      role: 'cashier',
    });
    const res = await server.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username, password: CASHIER_PASSWORD },
    });
    tokens.push(res.json<{ value: { token: string } }>().value.token);
  }
  return {
    server,
    clock,
    brandId: brand?.id ?? 0,
    cashiers: [tokens[0] ?? '', tokens[1] ?? ''],
    admin: await server.operatorToken(),
  };
}

/** Replaces the demo brand's stored cashier settings and refreshes the brand cache. */
export async function setCashierSettings(env: WithdrawalServer, settings: StoredCashierSettings): Promise<void> {
  await env.server.database.db.update(brands).set({ cashierSettings: settings }).where(eq(brands.id, env.brandId));
  await env.server.app.brands.invalidate();
}

export interface Player {
  id: number;
  username: string;
  token: string;
  accountId: number;
}

let counter = 0;

/** Credits a member's main wallet through the operator adjustment (counts as a deposit). */
export async function fund(env: WithdrawalServer, username: string, amount: string): Promise<void> {
  await adjustBalance({ db: env.server.database.db }, CLI_ACTOR, {
    merchant: 'demo',
    username,
    direction: 'credit',
    amount,
    reason: 'test funds',
    requestId: `fund-${username}-${++counter}`,
  });
}

/** Records a bet on the member's main wallet (turnover), straight through the ledger. */
export async function bet(env: WithdrawalServer, memberId: number, minor: bigint): Promise<void> {
  const db = env.server.database.db;
  const key = `test-bet:${memberId}:${++counter}`;
  await post(db, {
    brandId: env.brandId,
    kind: 'bet',
    idempotencyKey: key,
    requestHash: requestHash({ key }),
    postings: [
      { accountId: await mainAccount(db, env.brandId, memberId, 'PHP'), amount: -minor, currency: 'PHP' },
      { accountId: await systemAccount(db, env.brandId, 'house', 'PHP', key), amount: minor, currency: 'PHP' },
    ],
  });
}

/**
 * A new member with `balance` in the main wallet, a payment password (PAY_PASSWORD) set through
 * the API and a bank account bound under the holder name `payee`.
 */
export async function newPlayer(
  env: WithdrawalServer,
  options: { balance?: string; payee?: string; prefix?: string } = {},
): Promise<Player> {
  const username = `${options.prefix ?? 'wd'}${Date.now().toString(36).slice(-5)}${++counter}`;
  const id = await createMember(env.server, { username, password: PLAYER_PASSWORD });
  if (options.balance) await fund(env, username, options.balance);
  const token = await tokenOf(env.server, { username, password: PLAYER_PASSWORD });
  const set = await setPaymentPassword(env, token, {
    loginPassword: PLAYER_PASSWORD,
    newPaymentPassword: PAY_PASSWORD,
  });
  if (set.statusCode !== 200) throw new Error(`payment password: ${set.body}`);
  const bound = await bindAccount(env, token, { holderName: options.payee ?? `Juan Dela Cruz` });
  if (bound.statusCode !== 200) throw new Error(`bind: ${bound.body}`);
  return { id, username, token, accountId: bound.json<{ value: { id: number } }>().value.id };
}

export function setPaymentPassword(
  env: WithdrawalServer,
  token: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return encryptedCall(env.server, { method: 'PUT', url: '/wps/member/payment-password', token, payload });
}

export function bindAccount(
  env: WithdrawalServer,
  token: string,
  payload: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return call(env.server, {
    method: 'POST',
    url: '/wps/member/payout-accounts',
    token,
    payload: {
      type: 'bank',
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      holderName: 'JUAN DELA CRUZ',
      accountNumber: `00${Math.floor(Date.now() % 1e8)}${++counter}`,
      paymentPassword: PAY_PASSWORD,
      ...payload,
    },
  });
}

/** POST /wps/v2/transaction/withdraw, encrypted like the client sends it. */
export function withdraw(
  env: WithdrawalServer,
  player: Player,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return encryptedCall(env.server, {
    method: 'POST',
    url: '/wps/v2/transaction/withdraw',
    token: player.token,
    payload: { payoutAccountId: player.accountId, paymentPassword: PAY_PASSWORD, ...payload },
  });
}

/** An operator call under /admin/api/cashier/withdrawals/:orderNo/<action>. */
export function cashier(
  env: WithdrawalServer,
  token: string,
  orderNo: string,
  action: 'approve' | 'reject' | 'paid' | 'resolve-receipt',
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return env.server.inject({
    method: 'POST',
    url: `/admin/api/cashier/withdrawals/${orderNo}/${action}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { merchant: 'demo', ...body },
  });
}

/** POST /wps/withdrawals/:orderNo/receipt. */
export function receipt(
  env: WithdrawalServer,
  player: Player,
  orderNo: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(env.server, { method: 'POST', url: `/wps/withdrawals/${orderNo}/receipt`, token: player.token, payload });
}

export const valueOf = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => res.json<{ value: T }>().value;
export const codeOf = (res: LightMyRequestResponse): string => res.json<{ code?: string }>().code ?? '';

/** Sum of held balances and sum of open (requested/approved) withdrawals, in minor units. */
export async function heldAndOpen(env: WithdrawalServer): Promise<{ held: bigint; open: bigint }> {
  const db = env.server.database.db;
  const [held] = await query<{ total: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts where kind = 'player_held'`,
  );
  const [open] = await query<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from withdrawal_orders where status in ('requested', 'approved')`,
  );
  return { held: BigInt(held?.total ?? '0'), open: BigInt(open?.total ?? '0') };
}

/** A tiny valid PNG (signature and IHDR), enough for the upload check. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0f1e6b50000000049454e44ae426082',
  'hex',
);

/** Uploads a withdrawal proof as the player; returns the upload id. */
export async function uploadProof(env: WithdrawalServer, player: Player): Promise<number> {
  const res = await env.server.inject({
    method: 'POST',
    url: '/wps/uploads?purpose=withdrawal_proof',
    headers: { authorization: player.token, 'content-type': 'image/png' },
    payload: PNG_BYTES,
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return valueOf<{ id: number }>(res).id;
}
