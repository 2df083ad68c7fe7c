// Lottery settlement at scale (issue 19 target, PostgreSQL): BENCH_TICKETS tickets (default
// 1,000,000) of PLAYERS players on one XSMB issue, the issue confirmed (drawn), then the time
// until settleIssue() has settled every ticket (engine settleBet per ticket, chunks of 5,000 in
// one UPDATE and one bet_records INSERT each, one wallet credit per winning player) and the issue
// is settled (target <= 60 s). Checks the invariants afterwards: no ticket pending, one
// bet_records row per ticket with stake = cost and payout = the ticket's, each winner credited
// exactly their tickets' payouts, the ledger balanced and no negative wallet.
// The tickets are written directly as taken slips (their bets' money is not the measured part).
//   node tests/bench/lottery-settlement.mjs            (BENCH_TICKETS=20000 for a quick check)
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? Math.max(1, Math.min(20_000, Math.floor(TICKETS / 50))));
const TARGET_MS = 60_000;
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
/** The XSMB board the issue is confirmed with. */
const BOARD = {
  db: ['48137'],
  g1: ['90215'],
  g2: ['33906', '71248'],
  g3: ['05517', '62380', '19044', '84721', '50963', '27658'],
  g4: ['3091', '7726', '0418', '5563'],
  g5: ['8842', '1370', '6695', '2207', '9134', '4481'],
  g6: ['617', '208', '953'],
  g7: ['41', '86', '07', '59'],
};

const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true } });
const load = (path) => vite.ssrLoadModule(resolve(root, path));
const { openDatabase } = await load('src/server/db/client.ts');
const { migrate } = await load('src/server/db/migrate.ts');
const { seed } = await load('src/server/db/seed.ts');
const { createSeamlessWallet } = await load('src/server/modules/seamless/wallet.ts');
const { settleIssue } = await load('src/server/modules/lottery/settle-issue.ts');
const { defaultOdds } = await load('src/server/modules/lottery/tickets-place.ts');
const { costOf, maxPayoutOf, DEFAULT_LOTTERY_ODDS } = await load('src/games/lottery/engine/index.ts');

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const name = `playhub_bench_lottery_${Date.now().toString(36)}`;
await admin.query(`create database "${name}"`);
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 32 });
const { db } = handle;
const q = async (text) => (await db.execute(text)).rows;

console.log(
  `node ${process.version}, ${availableParallelism()} CPUs, load ${loadavg()[0].toFixed(1)}; ` +
    `${TICKETS} tickets of ${PLAYERS} players on one XSMB issue`,
);

try {
  await migrate(db);
  await seed(db, { publicUrl: 'http://localhost:8080' });
  const [game] = await q(`select lg.id, lg.brand_id, g.id as game_id, v.id as vendor_id, v.vassalage
                            from lottery_games lg join games g on g.id = lg.game_id join vendors v on v.id = g.vendor_id
                           where lg.code = 'XSMB'`);
  // Players: members with a seamless player id and a game session at the vendor (who played there).
  await q(
    `insert into members (brand_id, username, type) select ${game.brand_id}, 'lot' || i, 0 from generate_series(1, ${PLAYERS}) i`,
  );
  await q(`insert into seamless_players (player_id, brand_id, member_id)
           select 'bench-' || id, brand_id, id from members where username like 'lot%' and brand_id = ${game.brand_id}`);
  await q(`insert into game_sessions (token_hash, brand_id, member_id, vendor_id, game_id, mode, language, expires_at)
           select 'bench-' || id, brand_id, id, ${game.vendor_id}, ${game.game_id}, 'real', 'en', now() + interval '1 day'
             from members where username like 'lot%' and brand_id = ${game.brand_id}`);
  const [issue] = await q(`insert into lottery_issues (lottery_game_id, numero, opens_at, locks_at, draws_at, status)
           values (${game.id}, '20300101', now() - interval '1 day', now() - interval '1 hour', now(), 'locked') returning id`);
  await q(`insert into lottery_slips (brand_id, member_id, lottery_game_id, vendor_code, player_id, game_code, request_id,
             content_hash, cost, issues, stop_on_win, status)
           select brand_id, id, ${game.id}, '${game.vassalage}', 'bench-' || id, 'XSMB', 'bench', '', 1, 1, false, 'taken'
             from members where username like 'lot%' and brand_id = ${game.brand_id}`);
  // 70 % lô 2 số, 20 % đề, 10 % xiên 2, numbers spread over 00..99.
  const price = (type, numbers) => {
    const bet = { type, numbers, units: 1 };
    return [costOf(bet, DEFAULT_LOTTERY_ODDS), maxPayoutOf(bet, DEFAULT_LOTTERY_ODDS)];
  };
  const [lo2Cost, lo2Max] = price('lo2', ['00']);
  const [deCost, deMax] = price('de', ['00']);
  const [xienCost, xienMax] = price('xien2', ['00', '01']);
  const t0 = performance.now();
  for (let from = 1; from <= TICKETS; from += 100_000) {
    const to = Math.min(TICKETS, from + 99_999);
    await q(`insert into lottery_tickets (slip_id, bet_index, brand_id, member_id, lottery_game_id, issue_id, type, numbers,
               units, lines, cost, max_payout)
             select s.id, i, s.brand_id, s.member_id, ${game.id}, ${issue.id},
                    case when i % 10 < 7 then 'lo2' when i % 10 < 9 then 'de' else 'xien2' end,
                    case when i % 10 < 9 then array[lpad(((i * 37) % 100)::text, 2, '0')]
                         else array[lpad(((i * 37) % 100)::text, 2, '0'), lpad(((i * 37 + 1) % 100)::text, 2, '0')] end,
                    1, 1,
                    case when i % 10 < 7 then ${lo2Cost} when i % 10 < 9 then ${deCost} else ${xienCost} end,
                    case when i % 10 < 7 then ${lo2Max} when i % 10 < 9 then ${deMax} else ${xienMax} end
               from generate_series(${from}, ${to}) i
               join lottery_slips s on s.member_id = (select min(member_id) from lottery_slips) + (i % ${PLAYERS})`);
  }
  await q('analyze lottery_tickets, lottery_slips, members, seamless_players, game_sessions');
  console.log(`set-up: ${TICKETS} tickets written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The confirmation: the issue is drawn with the board; the clock starts.
  await q(`update lottery_issues set status = 'drawn', result = '${JSON.stringify(BOARD)}'::jsonb,
             confirmed_by = 'bench', confirmed_at = now() where id = ${issue.id}`);
  const deps = { db, wallet: createSeamlessWallet(db), now: Date.now, odds: defaultOdds };
  const start = performance.now();
  let chunks = 0;
  const outcome = await settleIssue(deps, Number(issue.id), { afterChunk: () => chunks++ });
  const settleMs = performance.now() - start;

  const [pending] = await q(
    `select count(*)::int as n from lottery_tickets where issue_id = ${issue.id} and status = 'pending'`,
  );
  const [won] =
    await q(`select count(*)::int as n, coalesce(sum(payout), 0)::text as paid, count(distinct member_id)::int as winners
                           from lottery_tickets where issue_id = ${issue.id} and status = 'won'`);
  const [records] =
    await q(`select count(*)::int as n, count(*) filter (where r.stake <> t.cost or r.payout <> t.payout)::int as wrong
                               from bet_records r join lottery_tickets t on r.bet_ref = t.id::text and r.vendor_code = '${game.vassalage}'
                              where t.issue_id = ${issue.id}`);
  const [credited] =
    await q(`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from seamless_transactions
                                where kind = 'credit' and transaction_id = 'lottery-issue-${issue.id}-win' and status = 'done'`);
  const [unbalanced] = await q(`select count(*)::int as n from (select transaction_id from ledger_postings
                                  group by transaction_id, currency having sum(amount) <> 0) x`);
  const [neg] = await q(`select count(*)::int as n from ledger_accounts where kind = 'player_main' and balance < 0`);
  const [status] = await q(`select status from lottery_issues where id = ${issue.id}`);
  const ok =
    outcome === 'settled' &&
    status.status === 'settled' &&
    pending.n === 0 &&
    records.n === TICKETS &&
    records.wrong === 0 &&
    credited.n === won.winners &&
    credited.total === won.paid &&
    unbalanced.n === 0 &&
    neg.n === 0;
  console.log(
    `settled ${TICKETS} tickets in ${(settleMs / 1000).toFixed(2)} s (${chunks} chunks; target <= ${TARGET_MS / 1000} s: ` +
      `${settleMs <= TARGET_MS ? 'met' : 'MISSED'}); ${won.n} won by ${won.winners} players, ${won.paid} minor units paid in ` +
      `${credited.n} credits (${credited.total}); ${records.n} bet_records (${records.wrong} wrong); pending ${pending.n}, ` +
      `unbalanced transactions ${unbalanced.n}, negative wallets ${neg.n}: invariants ${ok ? 'held' : 'BROKEN'}`,
  );
  if (!ok || settleMs > TARGET_MS) process.exitCode = 1;
} finally {
  await handle.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  await vite.close();
}
