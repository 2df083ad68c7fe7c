// Property-based: random interleavings of transfers, adjustments, holds and releases, run
// concurrently (truly in parallel on PostgreSQL), with reused idempotency keys; afterwards every
// ledger invariant must hold, every failure must be an expected refusal, and every request id
// must have produced at most one transaction whose replays all answered the same.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import type { MemberRow } from '../../src/server/db/schema';
import { ApiError } from '../../src/server/lib/errors';
import { adjustBalance } from '../../src/server/modules/admin/wallet';
import { selectMember } from '../../src/server/modules/auth/queries';
import type { BrandSnapshot } from '../../src/server/modules/system/snapshot';
import { holdFunds, releaseFunds } from '../../src/server/modules/wallet/holds';
import { walletTransfer } from '../../src/server/modules/wallet/service';
import { skipReason, startTestServer, TEST_DATABASE, type TestServer } from '../fixtures/server';
import { createMember } from './auth-client';
import { ledgerViolations, query } from './wallet-support';

const skip = await skipReason();
const PLAYERS = 3;
const RUNS = TEST_DATABASE === 'postgres' ? 60 : 15;

type Op =
  | { t: 'transfer'; p: number; from: number; to: number; cents: number; key: number }
  | { t: 'adjust'; p: number; credit: boolean; cents: number; key: number }
  | { t: 'hold' | 'release'; p: number; cents: number; key: number };

const cents = fc.integer({ min: 1, max: 3_000 });
const player = fc.integer({ min: 0, max: PLAYERS - 1 });
// A small key space, so the same key comes back with the same or a different body.
const key = fc.integer({ min: 0, max: 7 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    t: fc.constant('transfer' as const),
    p: player,
    from: fc.constantFrom(0, 1, 2),
    to: fc.constantFrom(0, 1, 2),
    cents,
    key,
  }),
  fc.record({ t: fc.constant('adjust' as const), p: player, credit: fc.boolean(), cents, key }),
  fc.record({ t: fc.constantFrom('hold' as const, 'release' as const), p: player, cents, key }),
);

const EXPECTED_REFUSALS = new Set(['balance.insufficient', 'request.id.reused', 'transfer.not.allowed']);

describe.skipIf(skip)('ledger properties under concurrency', () => {
  let server: TestServer;
  let db: Database;
  let brand: BrandSnapshot;
  const members: MemberRow[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    const snapshot = server.app.brands.get('demo');
    if (!snapshot) throw new Error('no demo brand');
    brand = snapshot;
    for (let i = 0; i < PLAYERS; i++) {
      const id = await createMember(server, { username: `prop${i}`, password: 'Member-pass-1' });
      const row = await selectMember(db, id);
      if (!row) throw new Error('member missing');
      members.push(row);
      await adjustBalance(
        { db },
        { name: 'test', operatorId: null, role: 'admin', ip: null },
        {
          merchant: 'demo',
          username: row.username,
          direction: 'credit',
          amount: '50.00',
          reason: 'starting funds',
          requestId: `prop-fund-${i}`,
        },
      );
    }
  });
  afterAll(() => server?.close());

  it('keeps every invariant for random concurrent interleavings', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        run++;
        const execute = (op: Op): Promise<{ id: number; replayed: boolean }> => {
          const member = members[op.p] as MemberRow;
          const amount = String(op.cents);
          const decimal = `${amount.slice(0, -2) || '0'}.${amount.slice(-2).padStart(2, '0')}`;
          const requestId = `r${run}-${op.t === 'release' ? 'hold' : op.t}-${op.key}`;
          switch (op.t) {
            case 'transfer':
              return walletTransfer(db, brand, member, {
                fromAccountTypeId: op.from,
                toAccountTypeId: op.to,
                amount: decimal,
                requestId,
              }).then((r) => ({ id: r.transactionId, replayed: r.replayed }));
            case 'adjust':
              return adjustBalance(
                { db },
                { name: 'test', operatorId: null, role: 'admin', ip: null },
                {
                  merchant: 'demo',
                  username: member.username,
                  direction: op.credit ? 'credit' : 'debit',
                  amount: decimal,
                  reason: 'property run',
                  requestId,
                },
              ).then((r) => ({ id: r.transactionId, replayed: r.replayed }));
            case 'hold':
            case 'release': {
              // Holds and releases share a key space, so a release may collide with a hold's key.
              const input = { brandId: brand.id, memberId: member.id, currency: 'PHP', amount: BigInt(op.cents) };
              const go = op.t === 'hold' ? holdFunds : releaseFunds;
              return go(db, { ...input, key: requestId }).then((r) => ({ id: r.id, replayed: r.replayed }));
            }
          }
        };
        const settled = await Promise.allSettled(ops.map(execute));

        for (const outcome of settled)
          if (outcome.status === 'rejected') {
            const error: unknown = outcome.reason;
            if (!(error instanceof ApiError) || !EXPECTED_REFUSALS.has(error.code)) throw error;
          }
        // One transaction per ledger key (transfers are namespaced by member, operator and hold
        // keys are brand-wide); every success for a key answered that transaction, and only one
        // of them was not a replay.
        const byKey = new Map<string, { ids: Set<number>; fresh: number }>();
        settled.forEach((outcome, i) => {
          if (outcome.status !== 'fulfilled') return;
          const op = ops[i] as Op;
          const k = `${op.t === 'release' ? 'hold' : op.t}-${op.key}-${op.t === 'transfer' ? op.p : 'brand'}`;
          const entry = byKey.get(k) ?? { ids: new Set<number>(), fresh: 0 };
          entry.ids.add(outcome.value.id);
          if (!outcome.value.replayed) entry.fresh++;
          byKey.set(k, entry);
        });
        for (const [k, entry] of byKey) {
          expect(entry.ids.size, k).toBe(1);
          expect(entry.fresh, k).toBe(1);
        }
        expect(await ledgerViolations(db)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    const count = await query<{ n: string }>(db, sql`select count(*)::text as n from ledger_transactions`);
    expect(Number(count[0]?.n)).toBeGreaterThan(PLAYERS);
  }, 240_000);
});
