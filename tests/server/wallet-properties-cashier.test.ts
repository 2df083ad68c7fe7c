// Property-based, cashier flows: random interleavings of deposit orders (sandbox and company)
// confirmed or rejected by cashiers or settled by signed sandbox callbacks, withdrawal requests
// (some over the balance) approved, rejected and paid by two cashiers (some need both: two-person
// rule), main <-> vendor wallet transfers, operator adjustments and raw holds/releases, with
// reused and fresh requestIds and double clicks, run concurrently (truly in parallel on
// PostgreSQL). After every run: the ledger invariants, held funds == open withdrawals per member,
// one deposit credit per confirmed order, one hold per withdrawal, every failure an expected
// refusal, and every request id answered with one order or transaction.
import { hash } from '@node-rs/argon2';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import type { MemberRow } from '../../src/server/db/schema';
import { ApiError } from '../../src/server/lib/errors';
import type { Actor } from '../../src/server/modules/admin/service';
import { adjustBalance } from '../../src/server/modules/admin/wallet';
import { selectMember } from '../../src/server/modules/auth/queries';
import { handleCallback } from '../../src/server/modules/deposits/callbacks';
import { confirmDeposit, rejectDeposit } from '../../src/server/modules/deposits/operator';
import { sandboxWebhookFor, signedSandboxWebhook } from '../../src/server/modules/deposits/providers/sandbox';
import { createOrder } from '../../src/server/modules/deposits/service';
import type { BrandSnapshot } from '../../src/server/modules/system/snapshot';
import { holdFunds, releaseFunds } from '../../src/server/modules/wallet/holds';
import { walletTransfer } from '../../src/server/modules/wallet/service';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal } from '../../src/server/modules/withdrawals/decisions';
import { requestWithdrawal } from '../../src/server/modules/withdrawals/orders';
import { skipReason, TEST_DATABASE } from '../fixtures/server';
import { cashierViolations, ledgerViolations, query } from './wallet-support';
import {
  newPlayer,
  PAY_PASSWORD,
  setCashierSettings,
  startWithdrawalServer,
  type Player,
  type WithdrawalServer,
} from './withdrawals-support';

const skip = await skipReason();
const PLAYERS = 3;
const RUNS = TEST_DATABASE === 'postgres' ? 100 : 60;
const MAX_OPS = 30;
/** Decisions at or above 2,000.00 need two different cashiers. */
const SECOND_APPROVAL_MINOR = 200_000;

type Target = { target: number };
type Op =
  | { t: 'deposit'; p: number; channel: 'sandbox' | 'company'; cents: number; key: number }
  | ({ t: 'confirm'; cashier: 0 | 1 } & Target)
  | ({ t: 'rejectDeposit'; cashier: 0 | 1 } & Target)
  | ({ t: 'callback'; paid: boolean; exact: boolean } & Target)
  | { t: 'withdraw'; p: number; cents: number; key: number }
  | ({ t: 'approve' | 'reject' | 'paid'; cashier: 0 | 1 } & Target)
  | { t: 'transfer'; p: number; from: number; to: number; cents: number; key: number }
  | { t: 'adjust'; p: number; credit: boolean; cents: number; key: number }
  | { t: 'hold' | 'release'; cents: number; key: number }
  /** The same request as an earlier op of the run, sent again (replay, double click). */
  | { t: 'again'; of: number };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
// A small key space, so the same requestId comes back with the same or another body.
const key = fc.integer({ min: 0, max: 3 });
const target = fc.nat({ max: 1_000 });
const cashierIndex = fc.constantFrom(0 as const, 1 as const);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      p: player,
      channel: fc.constantFrom('sandbox' as const, 'company' as const),
      cents: fc.constantFrom(20_000, 50_000, 120_000, 250_000),
      key,
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('confirm' as const), cashier: cashierIndex, target }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('rejectDeposit' as const), cashier: cashierIndex, target }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('callback' as const),
      paid: fc.boolean(),
      exact: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      target,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      p: player,
      cents: fc.constantFrom(10_000, 45_000, 150_000, 300_000, 900_000),
      key,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constantFrom('approve' as const, 'reject' as const, 'paid' as const),
      cashier: cashierIndex,
      target,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      p: player,
      from: fc.constantFrom(0, 1, 2),
      to: fc.constantFrom(0, 1, 2),
      cents: fc.integer({ min: 1, max: 200_000 }),
      key,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('adjust' as const),
      p: player,
      credit: fc.boolean(),
      cents: fc.integer({ min: 1, max: 200_000 }),
      key,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constantFrom('hold' as const, 'release' as const),
      cents: fc.integer({ min: 1, max: 50_000 }),
      key,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('again' as const), of: fc.nat({ max: MAX_OPS }) }) },
);

/** The codes each kind of request may be refused with; any other failure fails the property. */
const EXPECTED_REFUSALS: Record<Exclude<Op['t'], 'again' | 'callback'>, readonly string[]> = {
  deposit: ['request.id.reused'],
  confirm: ['cashier.already.decided', 'cashier.same.approver'],
  rejectDeposit: ['cashier.already.decided'],
  withdraw: ['balance.insufficient', 'request.id.reused', 'withdraw.test.money'],
  approve: ['withdraw.state.invalid', 'cashier.same.approver'],
  reject: ['withdraw.state.invalid'],
  paid: ['withdraw.state.invalid'],
  transfer: ['balance.insufficient', 'request.id.reused', 'transfer.not.allowed'],
  adjust: ['balance.insufficient', 'request.id.reused'],
  hold: ['balance.insufficient', 'request.id.reused'],
  release: ['balance.insufficient', 'request.id.reused'],
};

interface DepositOrder {
  orderNo: string;
  provider: 'sandbox' | 'company';
  amountMinor: bigint;
}

/** What a fulfilled op answered. */
type Result =
  | { kind: 'order'; orderNo: string; replayed: boolean; status: string }
  | { kind: 'tx'; id: number; replayed: boolean }
  | { kind: 'callback'; status: number }
  | { kind: 'none' };

const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe.skipIf(skip)('ledger properties with the cashier flows under concurrency', () => {
  let env: WithdrawalServer;
  let db: Database;
  let brand: BrandSnapshot;
  const players: Player[] = [];
  const rows: MemberRow[] = [];
  let reserve: MemberRow;
  let cashiers: [Actor, Actor];
  let channels: { sandbox: number; company: number };
  let sandboxSecret = '';
  /** Net raw holds (outside withdrawals) on the reserve member, from the answers. */
  let reserveHeld = 0n;

  beforeAll(async () => {
    env = await startWithdrawalServer();
    db = env.server.database.db;
    await setCashierSettings(env, {
      withdrawal: { turnoverMultiple: 0, dailyCount: 100_000 },
      approval: { secondApprovalMinor: SECOND_APPROVAL_MINOR },
    });
    const snapshot = env.server.app.brands.get('demo');
    if (!snapshot) throw new Error('no demo brand');
    brand = snapshot;
    const operators = await query<{ id: number; username: string }>(
      db,
      sql`select id, username from operators where username in ('cash1', 'cash2') order by username`,
    );
    const actor = (i: number): Actor => ({
      name: operators[i]?.username ?? '',
      operatorId: operators[i]?.id ?? null,
      role: 'cashier',
      ip: null,
    });
    cashiers = [actor(0), actor(1)];
    const found = await query<{ id: number; provider: string; secret: string | null }>(
      db,
      sql`select id, provider, settings->>'secret' as secret from deposit_channels
          where brand_id = ${brand.id} and provider in ('sandbox', 'company')`,
    );
    channels = {
      sandbox: found.find((c) => c.provider === 'sandbox')?.id ?? 0,
      company: found.find((c) => c.provider === 'company')?.id ?? 0,
    };
    sandboxSecret = found.find((c) => c.provider === 'sandbox')?.secret ?? '';
    for (let i = 0; i < PLAYERS; i++) {
      const p = await newPlayer(env, { balance: '5000', prefix: `pc${i}` });
      players.push(p);
      const row = await selectMember(db, p.id);
      if (!row) throw new Error('member missing');
      rows.push(row);
    }
    // The payment password is checked on every request; a cheap argon2id hash of the same password
    // keeps the runs about money, not about hashing (the verification path is the real one).
    const cheap = await hash(PAY_PASSWORD, { memoryCost: 1_024, timeCost: 1, parallelism: 1 });
    await db.execute(sql`update payment_passwords set password_hash = ${cheap}`);
    // Raw holds and releases go to a member of their own: held funds of the withdrawal players
    // must be exactly their open withdrawals.
    const other = await newPlayer(env, { balance: '1000', prefix: 'pcr' });
    const otherRow = await selectMember(db, other.id);
    if (!otherRow) throw new Error('member missing');
    reserve = otherRow;
  }, 60_000);
  afterAll(() => env?.server.close());

  /** Open orders at the start of a run, so decisions of a run also reach earlier orders. */
  async function openOrders(): Promise<{ deposits: DepositOrder[]; withdrawals: string[] }> {
    const deposits = await query<{ order_no: string; provider: 'sandbox' | 'company'; amount: string }>(
      db,
      sql`select order_no, provider, amount_minor::text as amount from deposit_orders
          where status in ('created', 'pending') order by id`,
    );
    const withdrawals = await query<{ order_no: string }>(
      db,
      sql`select order_no from withdrawal_orders where status in ('requested', 'approved') order by id`,
    );
    return {
      deposits: deposits.map((d) => ({ orderNo: d.order_no, provider: d.provider, amountMinor: BigInt(d.amount) })),
      withdrawals: withdrawals.map((w) => w.order_no),
    };
  }

  it('keeps every invariant for random concurrent interleavings of cashier flows', async () => {
    let run = 0;
    const totals = { ops: 0, fulfilled: 0, refused: new Map<string, number>() };
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: MAX_OPS, size: 'max' }), async (generated) => {
        run++;
        // `again` becomes a copy of an earlier op (nothing to copy for the first one: skipped).
        const ops = generated.map((op, i): Op | null => {
          if (op.t !== 'again') return op;
          let source: Op | null | undefined = i === 0 ? null : generated[op.of % i];
          for (let hops = 0; source?.t === 'again' && hops < MAX_OPS; hops++) source = generated[source.of % i];
          return source && source.t !== 'again' ? source : null;
        });
        const open = await openOrders();
        const started: Promise<Result>[] = [];
        const depositOf: (Promise<DepositOrder> | null)[] = [];
        const withdrawalOf: (Promise<string> | null)[] = [];

        /** An order for a decision: one created earlier in this run (awaited) or one open before it. */
        async function pick<T>(i: number, t: number, mine: (Promise<T> | null)[], before: T[]): Promise<T | null> {
          const earlier = mine.slice(0, i).filter((p): p is Promise<T> => p !== null);
          const pool = t % 3 === 0 || before.length === 0 ? earlier : before;
          if (pool.length === 0) return null;
          const chosen = pool[Math.floor(t / 3) % pool.length] as T | Promise<T>;
          try {
            return await chosen;
          } catch {
            return null; // its creation was refused
          }
        }

        const execute = async (op: Op, i: number): Promise<Result> => {
          const requestId = `r${run}-${op.t === 'release' ? 'hold' : op.t}-${'key' in op ? op.key : 0}`;
          switch (op.t) {
            case 'deposit': {
              const view = await createOrder(
                { db, publicUrl: 'http://127.0.0.1:9', now: () => env.clock.now, sandbox: true },
                brand,
                rows[op.p] as MemberRow,
                { channelId: channels[op.channel], amount: decimal(op.cents), requestId },
              );
              return { kind: 'order', orderNo: view.orderNo, replayed: view.replayed ?? false, status: view.status };
            }
            case 'confirm':
            case 'rejectDeposit': {
              const order = await pick(i, op.target, depositOf, open.deposits);
              if (!order) return { kind: 'none' };
              const actor = cashiers[op.cashier];
              const input = { merchant: 'demo', orderNo: order.orderNo };
              const row =
                op.t === 'confirm'
                  ? await confirmDeposit({ db, now: () => env.clock.now }, actor, input)
                  : await rejectDeposit({ db, now: () => env.clock.now }, actor, { ...input, reason: 'property run' });
              return { kind: 'order', orderNo: row.orderNo, replayed: false, status: row.status };
            }
            case 'callback': {
              const order = await pick(
                i,
                op.target,
                depositOf,
                open.deposits.filter((d) => d.provider === 'sandbox'),
              );
              if (order?.provider !== 'sandbox') return { kind: 'none' };
              const webhook = sandboxWebhookFor(
                { ...order, amountMinor: op.exact ? order.amountMinor : order.amountMinor + 1n, currency: 'PHP' },
                op.paid,
                env.clock.now,
              );
              const signed = signedSandboxWebhook(sandboxSecret, webhook);
              const answer = await handleCallback(
                db,
                {
                  provider: 'sandbox',
                  body: signed.body,
                  contentType: 'application/json',
                  headers: signed.headers,
                  ip: '127.0.0.1',
                },
                () => env.clock.now,
                { sandbox: true },
              );
              return { kind: 'callback', status: answer?.status ?? 0 };
            }
            case 'withdraw': {
              const view = await requestWithdrawal(
                db,
                brand,
                rows[op.p] as MemberRow,
                {
                  payoutAccountId: (players[op.p] as Player).accountId,
                  amount: decimal(op.cents),
                  paymentPassword: PAY_PASSWORD,
                  requestId,
                },
                env.clock.now,
                null,
              );
              return { kind: 'order', orderNo: view.orderNo, replayed: view.replayed ?? false, status: view.status };
            }
            case 'approve':
            case 'reject':
            case 'paid': {
              const orderNo = await pick(i, op.target, withdrawalOf, open.withdrawals);
              if (!orderNo) return { kind: 'none' };
              const deps = { db, now: () => env.clock.now };
              const actor = cashiers[op.cashier];
              const view =
                op.t === 'approve'
                  ? await approveWithdrawal(deps, actor, { merchant: 'demo', orderNo })
                  : op.t === 'reject'
                    ? await rejectWithdrawal(deps, actor, { merchant: 'demo', orderNo, reason: 'property run' })
                    : await payWithdrawal(deps, actor, { merchant: 'demo', orderNo, reference: `PAY-${orderNo}` });
              return { kind: 'order', orderNo: view.orderNo, replayed: false, status: view.status };
            }
            case 'transfer': {
              const r = await walletTransfer(db, brand, rows[op.p] as MemberRow, {
                fromAccountTypeId: op.from,
                toAccountTypeId: op.to,
                amount: decimal(op.cents),
                requestId,
              });
              return { kind: 'tx', id: r.transactionId, replayed: r.replayed };
            }
            case 'adjust': {
              const r = await adjustBalance(
                { db },
                { name: 'test', operatorId: null, role: 'admin', ip: null },
                {
                  merchant: 'demo',
                  username: (rows[op.p] as MemberRow).username,
                  direction: op.credit ? 'credit' : 'debit',
                  amount: decimal(op.cents),
                  reason: 'property run',
                  requestId,
                },
              );
              return { kind: 'tx', id: r.transactionId, replayed: r.replayed };
            }
            case 'hold':
            case 'release': {
              // Holds and releases share a key space, so a release may collide with a hold's key.
              const input = { brandId: brand.id, memberId: reserve.id, currency: 'PHP', amount: BigInt(op.cents) };
              const r = await (op.t === 'hold' ? holdFunds : releaseFunds)(db, { ...input, key: `prop-${requestId}` });
              return { kind: 'tx', id: r.id, replayed: r.replayed };
            }
            case 'again':
              return { kind: 'none' };
          }
        };

        // Every op starts at once; a decision waits only for the creation it decides on.
        ops.forEach((op, i) => {
          const result = op ? execute(op, i) : Promise.resolve<Result>({ kind: 'none' });
          started.push(result);
          const orderOf = <T>(made: (r: Result) => T) =>
            result.then((r) => {
              if (r.kind !== 'order') throw new Error('no order');
              return made(r);
            });
          depositOf.push(
            op?.t === 'deposit'
              ? orderOf((r) => ({
                  orderNo: (r as { orderNo: string }).orderNo,
                  provider: op.channel,
                  amountMinor: BigInt(op.cents),
                }))
              : null,
          );
          withdrawalOf.push(op?.t === 'withdraw' ? orderOf((r) => (r as { orderNo: string }).orderNo) : null);
        });
        // Picks of refused creations are handled in pick(); nothing else listens to these.
        for (const p of [...depositOf, ...withdrawalOf]) p?.catch(() => undefined);
        const settled = await Promise.allSettled(started);

        // Every failure is a refusal that op may get.
        settled.forEach((outcome, i) => {
          totals.ops++;
          const op = ops[i];
          if (outcome.status === 'fulfilled') {
            totals.fulfilled++;
            // Callbacks about our own sandbox orders are always acknowledged, whatever they say.
            if (outcome.value.kind === 'callback') expect(outcome.value.status, JSON.stringify(op)).toBe(200);
            return;
          }
          const error: unknown = outcome.reason;
          const allowed = op && op.t !== 'again' && op.t !== 'callback' ? EXPECTED_REFUSALS[op.t] : [];
          if (!(error instanceof ApiError) || !allowed.includes(error.code))
            throw new Error(`${JSON.stringify(op)} failed unexpectedly: ${String(error)}`, { cause: error });
          totals.refused.set(error.code, (totals.refused.get(error.code) ?? 0) + 1);
        });

        // One answer per requestId: every success for a key named the same order or transaction,
        // and exactly one of them was not a replay. Orders are keyed per member, operator
        // adjustments and holds per brand, transfers per member.
        const byKey = new Map<string, { ids: Set<string>; fresh: number; bodies: Set<string> }>();
        settled.forEach((outcome, i) => {
          const op = ops[i];
          if (outcome.status !== 'fulfilled' || !op || !('key' in op)) return;
          const result = outcome.value;
          const t = op.t === 'release' ? 'hold' : op.t;
          const scope = op.t === 'adjust' || !('p' in op) ? 'brand' : op.p;
          const k = `${t}-${op.key}-${scope}`;
          const entry = byKey.get(k) ?? { ids: new Set<string>(), fresh: 0, bodies: new Set<string>() };
          entry.ids.add(result.kind === 'order' ? result.orderNo : result.kind === 'tx' ? String(result.id) : '?');
          entry.bodies.add(JSON.stringify(op));
          if (!('replayed' in result) || !result.replayed) entry.fresh++;
          byKey.set(k, entry);
        });
        for (const [k, entry] of byKey) {
          expect(entry.ids.size, k).toBe(1);
          expect(entry.fresh, k).toBe(1);
          // Another body under a taken key is refused, never answered.
          expect(entry.bodies.size, k).toBe(1);
        }

        // Raw holds of the reserve member, as answered: fresh holds add, fresh releases take back.
        settled.forEach((outcome, i) => {
          const op = ops[i];
          if (outcome.status !== 'fulfilled' || outcome.value.kind !== 'tx' || outcome.value.replayed) return;
          if (op?.t === 'hold') reserveHeld += BigInt(op.cents);
          if (op?.t === 'release') reserveHeld -= BigInt(op.cents);
        });

        // Confirmations a cashier saw complete are in the database as confirmed (and credited: below).
        const confirmed = settled.flatMap((outcome, i) =>
          outcome.status === 'fulfilled' &&
          outcome.value.kind === 'order' &&
          ops[i]?.t === 'confirm' &&
          outcome.value.status === 'confirmed'
            ? [outcome.value.orderNo]
            : [],
        );
        if (confirmed.length > 0) {
          const stored = await query<{ order_no: string; status: string }>(
            db,
            sql`select order_no, status from deposit_orders
                where order_no in (select jsonb_array_elements_text(${JSON.stringify(confirmed)}::jsonb))`,
          );
          expect(new Set(stored.filter((s) => s.status === 'confirmed').map((s) => s.order_no))).toEqual(
            new Set(confirmed),
          );
        }

        expect(await ledgerViolations(db)).toEqual([]);
        expect(await cashierViolations(db, { [reserve.id]: reserveHeld })).toEqual([]);
      }),
      { numRuns: RUNS },
    );

    // The runs really exercised the flows: orders in every state, credits, holds, payouts.
    const states = await query<{ what: string; n: number }>(
      db,
      sql`select 'deposit ' || status as what, count(*)::int as n from deposit_orders group by status
          union all
          select 'withdrawal ' || status, count(*)::int from withdrawal_orders group by status`,
    );
    console.log(
      `[wallet-properties-cashier] ${RUNS} runs, ${totals.ops} ops, ${totals.fulfilled} fulfilled; refused: ` +
        `${JSON.stringify(Object.fromEntries(totals.refused))}; orders: ${JSON.stringify(states)}`,
    );
    const n = (what: string) => states.find((s) => s.what === what)?.n ?? 0;
    for (const state of ['deposit confirmed', 'deposit failed', 'withdrawal paid', 'withdrawal rejected'])
      expect(n(state), state).toBeGreaterThan(0);
    expect(totals.refused.get('balance.insufficient') ?? 0).toBeGreaterThan(0);
  }, 240_000);
});
