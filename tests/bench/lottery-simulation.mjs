// Simulation bench of the lottery engine: LOTTERY_BENCH_DRAWS fair house draws of each format
// (XSMB and SEA4D, default 10^6 each), drawn through the real engine and the provably fair RNG
// (HMAC-SHA256 from node:crypto, one nonce per draw, the path the server's house draws take), and
// LOTTERY_BENCH_BETS bets of every type settled on each draw (default 10: 10^7 bets per type).
// Prints, per bet type, the simulated RTP with its 99% confidence interval beside the exact RTP
// of the math sheet at the default odds.
//
// Why fewer draws with many bets each: drawing dominates (on 2 cores ~22,000 draws/s with one
// bet per type, ~8,000 with ten), so 10^7 draws of each format would take ~15 minutes there;
// LOTTERY_BENCH_DRAWS=10000000 LOTTERY_BENCH_BETS=1 runs exactly that (the 10^7 draws).
// The bets of one draw are not independent of each other (they share its numbers), so the
// interval is computed from per-draw sums (each draw's bets are one observation, draws are
// independent), which is valid whatever the correlation. Picks are uniform random (a seeded
// xorshift, independent of the draw), so every number is exercised; each bet is one line.
//
// Exit status: 1 if any exact RTP lies outside its simultaneous 99% interval, i.e. the 99%
// interval widened for the 18 types at once (Bonferroni, z = 3.45). A plain 99% interval per
// type would miss the exact figure for at least one of 18 types in 1 run out of 6 by chance
// alone; the per-type misses are still printed.
// The engine (TypeScript) is built first with Vite into node_modules/.cache/lottery-bench
// (LOTTERY_BENCH_OUT moves it). LOTTERY_BENCH_WORKERS and LOTTERY_BENCH_SEED (64 hex digits)
// adjust the run; the seeds are fixed, so a run is reproducible.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildEngines, loadEngines, nodeFairCrypto } from './support/game-engines.mjs';

const Z_99 = 2.5758;
const PROGRESS_EVERY = 100_000;
const root = resolve(import.meta.dirname, '../..');
const outDir = resolve(process.env.LOTTERY_BENCH_OUT ?? resolve(root, 'node_modules/.cache/lottery-bench'));

const ENGINES = { lottery: 'src/games/lottery/engine/index.ts', fairness: 'src/games/fairness/engine/index.ts' };
const buildEngine = () => buildEngines(outDir, ENGINES);
const loadEngine = () => loadEngines(outDir, Object.keys(ENGINES));

/** xorshift32 seeded per worker: picks only, never outcomes (those come from the fair RNG). */
function pickRng(seed) {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % n; // modulo bias below 2^-20 for n ≤ 10^4: irrelevant for choosing picks
  };
}

/** `count` distinct numbers of `digits` digits, uniformly at random. */
function randomPicks(below, digits, count) {
  const space = 10 ** digits;
  const picks = new Set();
  while (picks.size < count) picks.add(String(below(space)).padStart(digits, '0'));
  return [...picks];
}

/** Worker: draws nonces [from, to) of both formats and reports, per type, sums of per-draw returns. */
async function simulate({ from, to, seedHex, bets, workerIndex }) {
  const { lottery, fairness } = await loadEngine();
  const serverSeed = Buffer.from(seedHex, 'hex');
  const odds = lottery.DEFAULT_LOTTERY_ODDS;
  const below = pickRng(0x9e3779b9 ^ (workerIndex * 0x85ebca6b));
  const types = lottery.BET_TYPES.map((type) => {
    return { type, rule: lottery.BET_TYPE_RULES[type], sum: 0, sumSquares: 0, wins: 0 };
  });
  let done = 0;
  for (let nonce = from; nonce < to; nonce++) {
    const results = {
      XSMB: lottery.drawResult(
        lottery.DRAW_FORMATS.XSMB,
        fairness.createRoundRng(nodeFairCrypto, { serverSeed, clientSeed: 'bench-xsmb', nonce }),
      ),
      SEA4D: lottery.drawResult(
        lottery.DRAW_FORMATS.SEA4D,
        fairness.createRoundRng(nodeFairCrypto, { serverSeed, clientSeed: 'bench-sea4d', nonce }),
      ),
    };
    for (const entry of types) {
      let drawReturn = 0;
      for (let b = 0; b < bets; b++) {
        // The fewest picks the type takes: one line per bet, so a bet is one line's RTP.
        const bet = {
          type: entry.type,
          numbers: randomPicks(below, entry.rule.digits, entry.rule.minNumbers),
          units: 1,
        };
        const { payout } = lottery.settleBet(results[entry.rule.format], bet, odds);
        if (payout > 0) entry.wins += 1;
        drawReturn += payout / lottery.costOf(bet, odds);
      }
      entry.sum += drawReturn;
      entry.sumSquares += drawReturn * drawReturn;
    }
    if (++done % PROGRESS_EVERY === 0) parentPort.postMessage({ progress: PROGRESS_EVERY });
  }
  parentPort.postMessage({
    progress: done % PROGRESS_EVERY,
    done: types.map(({ type, sum, sumSquares, wins }) => ({ type, sum, sumSquares, wins })),
  });
}

async function main() {
  const draws = Number(process.env.LOTTERY_BENCH_DRAWS ?? 1_000_000);
  const bets = Number(process.env.LOTTERY_BENCH_BETS ?? 10);
  const workers = Number(process.env.LOTTERY_BENCH_WORKERS ?? availableParallelism());
  const seedHex = process.env.LOTTERY_BENCH_SEED ?? createHash('sha256').update('lottery bench').digest('hex');
  if (!/^[0-9a-f]{64}$/i.test(seedHex)) throw new Error('LOTTERY_BENCH_SEED must be 64 hex digits');
  if (![draws, bets, workers].every((n) => Number.isSafeInteger(n) && n >= 1))
    throw new Error('LOTTERY_BENCH_DRAWS, _BETS and _WORKERS must be positive integers');

  console.log('building the engine (vite, SSR)');
  await buildEngine();
  const { lottery, fairness } = await loadEngine();
  const sheet = new Map(lottery.lotteryMathSheet(lottery.DEFAULT_LOTTERY_ODDS).map((row) => [row.type, row]));
  const familyZ = bonferroniZ(0.01 / lottery.BET_TYPES.length);
  console.log(
    `${draws.toLocaleString('en')} draws of each format x ${bets} bets of each of ${lottery.BET_TYPES.length} types ` +
      `(${(draws * bets).toLocaleString('en')} bets per type), ${workers} workers, fair RNG (HMAC-SHA256, node:crypto), ` +
      `server seed commitment ${fairness.commitServerSeed(nodeFairCrypto, Buffer.from(seedHex, 'hex'))}, ` +
      `client seeds "bench-xsmb" and "bench-sea4d", nonces 0..${draws - 1}`,
  );

  const started = performance.now();
  let played = 0;
  const shares = Array.from({ length: workers }, (_, i) => [
    Math.floor((draws * i) / workers),
    Math.floor((draws * (i + 1)) / workers),
  ]);
  const results = await Promise.all(
    shares.map(
      ([from, to], workerIndex) =>
        new Promise((resolveResult, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { from, to, seedHex, bets, workerIndex },
          });
          worker.on('message', (message) => {
            played += message.progress;
            if (message.progress === PROGRESS_EVERY) {
              const seconds = (performance.now() - started) / 1000;
              console.log(
                `  ${played.toLocaleString('en')} draws, ${Math.round(played / seconds).toLocaleString('en')} draws/s`,
              );
            }
            if (message.done) resolveResult(message.done);
          });
          worker.on('error', reject);
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;

  let outsideFamily = 0;
  let outsidePerType = 0;
  console.log(
    `${'type'.padEnd(8)} ${'bets won'.padStart(11)}  ${'simulated'.padStart(9)}  ${'99% CI'.padStart(19)}  ${'exact'.padStart(8)}  joint 99% CI`,
  );
  for (const type of lottery.BET_TYPES) {
    const parts = results.map((r) => r.find((t) => t.type === type));
    const sum = parts.reduce((s, p) => s + p.sum, 0);
    const sumSquares = parts.reduce((s, p) => s + p.sumSquares, 0);
    const wins = parts.reduce((s, p) => s + p.wins, 0);
    // Per-draw return X (sum of the draw's B bets): mean RTP = E[X] / B, its standard error
    // sd(X) / (B sqrt(draws)).
    const meanX = sum / draws;
    const varianceX = Math.max(0, (sumSquares - draws * meanX * meanX) / (draws - 1));
    const rtp = meanX / bets;
    const se = Math.sqrt(varianceX / draws) / bets;
    const exact = sheet.get(type).rtp;
    const inPerType = Math.abs(rtp - exact) <= Z_99 * se;
    const inFamily = Math.abs(rtp - exact) <= familyZ * se;
    if (!inPerType) outsidePerType += 1;
    if (!inFamily) outsideFamily += 1;
    console.log(
      `${type.padEnd(8)} ${wins.toLocaleString('en').padStart(11)}  ${pct(rtp)}  ${pct(rtp - Z_99 * se)} – ${pct(rtp + Z_99 * se)}  ${pct(exact)}  ` +
        `${pct(rtp - familyZ * se)} – ${pct(rtp + familyZ * se)}${inFamily ? '' : '  FAIL'}${inPerType ? '' : '  (outside 99%)'}`,
    );
  }
  const totalBets = draws * bets * lottery.BET_TYPES.length;
  console.log(
    `${(draws * 2).toLocaleString('en')} draws and ${totalBets.toLocaleString('en')} bets in ${seconds.toFixed(1)} s: ` +
      `${Math.round((draws * 2) / seconds).toLocaleString('en')} draws/s, ${Math.round(totalBets / seconds).toLocaleString('en')} bets settled/s`,
  );
  console.log(
    `${outsidePerType} of ${lottery.BET_TYPES.length} exact RTPs outside their own 99% interval (${(0.01 * lottery.BET_TYPES.length).toFixed(2)} expected by chance)`,
  );
  if (outsideFamily > 0) {
    console.log(`FAIL: ${outsideFamily} exact RTP(s) outside the joint 99% interval (z = ${familyZ.toFixed(2)})`);
    process.exitCode = 1;
  } else console.log(`every exact RTP within the joint 99% interval (z = ${familyZ.toFixed(2)})`);
}

/** z with P(|Z| > z) = alpha for a standard normal Z, by bisection. */
function bonferroniZ(alpha) {
  const tail = (z) => {
    // P(|Z| > z) = 1 - 2 P(0 < Z < z), the integral by Simpson's rule.
    const steps = 2000;
    const h = z / steps;
    let integral = 0;
    for (let i = 0; i <= steps; i++) {
      const density = Math.exp(-((i * h) ** 2) / 2) / Math.sqrt(2 * Math.PI);
      integral += density * (i === 0 || i === steps ? 1 : i % 2 ? 4 : 2);
    }
    return 1 - (2 * integral * h) / 3;
  };
  let low = 0;
  let high = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (tail(mid) > alpha) low = mid;
    else high = mid;
  }
  return low;
}

function pct(value) {
  return `${(value * 100).toFixed(3)}%`.padStart(8);
}

if (isMainThread) await main();
else await simulate(workerData);
