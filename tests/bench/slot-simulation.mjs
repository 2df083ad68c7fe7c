// Simulation bench of the Lucky Crown slot: plays SLOT_BENCH_ROUNDS paid rounds (default
// 2 x 10^7; free spins come on top) through the real engine and the provably fair RNG
// (HMAC-SHA256 from node:crypto, one nonce per round, the same draw path the server uses), split
// over one worker per CPU. Prints the simulated RTP and hit frequency with 95% confidence
// intervals next to the exact figures of the math sheet, and rounds/spins per second.
// Exits 1 if the simulated RTP is more than 0.3 points from 96.0%.
// 2 x 10^7 rounds because a round's standard deviation is ~5x the stake: the RTP's standard error
// is then ~0.11 points, so the ±0.3-point check sits 2.7 standard errors out (at 10^7 rounds the
// 95% interval alone would be ±0.31 points). The seeds are fixed, so a run is reproducible.
// The engine (TypeScript) is built first with Vite into node_modules/.cache/slot-bench.
// SLOT_BENCH_ROUNDS, SLOT_BENCH_WORKERS and SLOT_BENCH_SEED (64 hex digits) adjust the run.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildEngines, loadEngines, nodeFairCrypto } from './support/game-engines.mjs';

const TARGET_RTP = 0.96;
const TOLERANCE = 0.003;
const PROGRESS_EVERY = 1_000_000;
const root = resolve(import.meta.dirname, '../..');
const outDir = resolve(root, 'node_modules/.cache/slot-bench');

const ENGINES = { slot: 'src/games/slot/engine/index.ts', fairness: 'src/games/fairness/engine/index.ts' };
const buildEngine = () => buildEngines(outDir, ENGINES);
const loadEngine = () => loadEngines(outDir, Object.keys(ENGINES));

/** Worker: plays nonces [from, to) and reports sums (per round, in multiples of the stake). */
async function simulate({ from, to, seedHex, clientSeed }) {
  const { slot, fairness } = await loadEngine();
  const serverSeed = Buffer.from(seedHex, 'hex');
  const sums = { rounds: 0, spins: 0, win: 0, winSquared: 0, hits: 0, triggers: 0 };
  for (let nonce = from; nonce < to; nonce++) {
    const rng = fairness.createRoundRng(nodeFairCrypto, { serverSeed, clientSeed, nonce });
    const round = slot.playRound(slot.LUCKY_CROWN, rng, 1);
    const x = round.win / round.stake;
    sums.rounds += 1;
    sums.spins += 1 + round.freeSpins.length;
    sums.win += x;
    sums.winSquared += x * x;
    // A trigger always pays its scatters, so "round won something" is the sheet's hit.
    if (round.win > 0) sums.hits += 1;
    if (round.freeSpins.length > 0) sums.triggers += 1;
    if (sums.rounds % PROGRESS_EVERY === 0) parentPort.postMessage({ progress: PROGRESS_EVERY });
  }
  parentPort.postMessage({ done: sums, progress: sums.rounds % PROGRESS_EVERY });
}

async function main() {
  const rounds = Number(process.env.SLOT_BENCH_ROUNDS ?? 20_000_000);
  const workers = Number(process.env.SLOT_BENCH_WORKERS ?? availableParallelism());
  const seedHex = process.env.SLOT_BENCH_SEED ?? createHash('sha256').update('lucky-crown bench').digest('hex');
  const clientSeed = 'bench';
  if (!/^[0-9a-f]{64}$/i.test(seedHex)) throw new Error('SLOT_BENCH_SEED must be 64 hex digits');

  console.log('building the engine (vite, SSR)');
  await buildEngine();
  const { slot, fairness } = await loadEngine();
  const sheet = slot.mathSheet(slot.LUCKY_CROWN);
  console.log(
    `${slot.SLOT_GAME.code} ${slot.SLOT_GAME.version}: exact RTP ${pct(sheet.rtp, 4)}, hit frequency ${pct(sheet.hitFrequency, 3)}, ` +
      `standard deviation ${sheet.standardDeviation.toFixed(3)} x stake`,
  );
  console.log(
    `${rounds.toLocaleString('en')} rounds, ${workers} workers, fair RNG (HMAC-SHA256, node:crypto), ` +
      `server seed commitment ${fairness.commitServerSeed(nodeFairCrypto, Buffer.from(seedHex, 'hex'))}, client seed "${clientSeed}"`,
  );

  const started = performance.now();
  let played = 0;
  const shares = Array.from({ length: workers }, (_, i) => [
    Math.floor((rounds * i) / workers),
    Math.floor((rounds * (i + 1)) / workers),
  ]);
  const results = await Promise.all(
    shares.map(
      ([from, to]) =>
        new Promise((resolveResult, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { from, to, seedHex, clientSeed } });
          worker.on('message', (message) => {
            played += message.progress;
            if (message.progress === PROGRESS_EVERY) {
              const seconds = (performance.now() - started) / 1000;
              console.log(
                `  ${played.toLocaleString('en')} rounds, ${Math.round(played / seconds).toLocaleString('en')} rounds/s`,
              );
            }
            if (message.done) resolveResult(message.done);
          });
          worker.on('error', reject);
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const total = results.reduce((sum, r) => {
    for (const key of Object.keys(r)) sum[key] = (sum[key] ?? 0) + r[key];
    return sum;
  }, {});

  const n = total.rounds;
  const rtp = total.win / n;
  const sd = Math.sqrt(total.winSquared / n - rtp * rtp);
  const rtpHalf = (1.96 * sd) / Math.sqrt(n);
  const hit = total.hits / n;
  const hitHalf = 1.96 * Math.sqrt((hit * (1 - hit)) / n);
  console.log(
    `simulated RTP ${pct(rtp, 3)} (95% CI ${pct(rtp - rtpHalf, 3)} to ${pct(rtp + rtpHalf, 3)}), exact ${pct(sheet.rtp, 3)}`,
  );
  console.log(
    `hit frequency ${pct(hit, 3)} (95% CI ${pct(hit - hitHalf, 3)} to ${pct(hit + hitHalf, 3)}), exact ${pct(sheet.hitFrequency, 3)}`,
  );
  console.log(
    `free spins triggered every ${(n / total.triggers).toFixed(1)} rounds (exact ${(1 / sheet.triggerFrequency).toFixed(1)}), ` +
      `standard deviation ${sd.toFixed(3)} x stake (exact ${sheet.standardDeviation.toFixed(3)})`,
  );
  console.log(
    `${n.toLocaleString('en')} rounds and ${total.spins.toLocaleString('en')} spins in ${seconds.toFixed(1)} s: ` +
      `${Math.round(n / seconds).toLocaleString('en')} rounds/s, ${Math.round(total.spins / seconds).toLocaleString('en')} spins/s`,
  );
  const onTarget = Math.abs(rtp - TARGET_RTP) <= TOLERANCE;
  console.log(onTarget ? 'RTP within ±0.3 points of 96.0%' : 'FAIL: simulated RTP is more than 0.3 points from 96.0%');
  if (!onTarget) process.exitCode = 1;
}

function pct(value, digits) {
  return `${(value * 100).toFixed(digits)}%`;
}

if (isMainThread) await main();
else await simulate(workerData);
