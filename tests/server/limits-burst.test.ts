// Every limit holds under a parallel burst: about 100 requests fired at once, and the expensive
// checks or effects that ran (argon2 verifications, accounts made, codes made, images drawn,
// feedback stored, launches, rounds started) stay within the limit. The limiter reserves each
// attempt in the database before the work, so the requests racing each other get counts 1..n.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/migrate';
import type * as Passwords from '../../src/server/lib/passwords';
import { insertSeed, startRound } from '../../src/server/modules/house/queries';
import { clear, holdUntil, pruneExpired, release, reserve, take } from '../../src/server/modules/limits/limiter';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, RULES } from '../../src/server/modules/limits/rules';
import { setPaymentPassword, verifyPaymentPassword } from '../../src/server/modules/withdrawals/payment-password';
import { FEEDBACK_QUESTION_TYPES, FEEDBACK_WORDS } from '../../src/shared/content-rules';
import { OPERATOR_PASSWORD, skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, encryptedCall, login, tokenOf } from './auth-client';
import { house, launchLuckyCrown } from './house-support';

const skip = await skipReason();
const BURST = 100;

// Counts argon2id verifications (real ones and the dummy one for unknown accounts).
const argon = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('../../src/server/lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      argon.verifications++;
      return real.verifyPassword(hash, password);
    },
    verifyAgainstDummy: (password: string) => {
      argon.verifications++;
      return real.verifyAgainstDummy(password);
    },
  };
});

/** Runs the calls at once and answers how many verifications they ran, with their answers. */
async function burst<T>(calls: (() => Promise<T>)[]): Promise<{ checked: number; results: T[] }> {
  const before = argon.verifications;
  const results = await Promise.all(calls.map((run) => run()));
  return { checked: argon.verifications - before, results };
}

/** 100 wrong guesses and the right one (placed in the middle), as calls. */
function guesses<T>(attempt: (password: string) => Promise<T>, right: string): (() => Promise<T>)[] {
  const calls = Array.from({ length: BURST }, (_, i) => () => attempt(`wrong-guess-${i}`));
  calls.splice(BURST / 2, 0, () => attempt(right));
  return calls;
}

const count = async (db: Database, query: ReturnType<typeof sql>): Promise<number> =>
  rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0;

describe.skipIf(skip)('limits under parallel bursts', () => {
  let server: TestServer;
  let clock = Date.UTC(2026, 10, 27, 8, 0, 0);
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server?.close());

  it('the limiter: fixed windows, release, clear, hold and prune', async () => {
    const db = server.database.db;
    const limit = { rule: 'test.rule', max: 2, windowMs: 10_000 };
    const at = clock;
    const counts = (await Promise.all(Array.from({ length: 5 }, () => reserve(db, at, [[limit, 'k']])))).map(
      ([slot]) => slot!.count,
    );
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    await expect(take(db, at + 1_000, [[limit, 'k']], 'full')).rejects.toMatchObject({
      statusCode: 429,
      retryAfter: 9,
    });
    // A new window opens when the old one has ended.
    const [fresh] = await reserve(db, at + 10_000, [[limit, 'k']]);
    expect(fresh).toMatchObject({ count: 1, allowed: true, held: false });
    await release(db, fresh!);
    const [second] = await reserve(db, at + 10_001, [[limit, 'k']]);
    expect(second?.count).toBe(1);
    await reserve(db, at + 10_002, [[limit, 'k']]);
    // Clearing with a later attempt reserved gives back only the clearing one's slot.
    await clear(db, second!);
    const [fourth] = await reserve(db, at + 10_003, [[limit, 'k']]);
    expect(fourth?.count).toBe(2);
    await clear(db, fourth!);
    const [latest] = await reserve(db, at + 10_004, [[limit, 'k']]);
    expect(latest?.count).toBe(1);
    // A hold keeps the key shut past its window and says so.
    await holdUntil(db, latest!, new Date(at + 60_000));
    await reserve(db, at + 30_000, [[limit, 'k']]);
    const [held] = await reserve(db, at + 30_000, [[limit, 'k']]);
    expect(held).toMatchObject({ count: 3, allowed: false, held: true, retryAfter: 30 });
    await pruneExpired(db, at + 59_999);
    expect((await reserve(db, at + 59_999, [[limit, 'k']]))[0]?.count).toBe(4);
    await pruneExpired(db, at + 60_000);
    expect(
      await count(db, sql`select count(*)::int as n from limit_counters where rule = 'test.rule' and key = 'k'`),
    ).toBe(0);
  });

  it('member login: at most 3 password checks without a captcha, and the captcha after', async () => {
    await createMember(server, { username: 'burstlogin', password: 'Right-pass-123' });
    const ip = '10.60.0.1';
    const { checked, results } = await burst(
      guesses((password) => login(server, { username: 'burstlogin', password }, { ip }), 'Right-pass-123'),
    );
    expect(checked).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    expect(results.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
    // After the burst the right password needs the captcha, from there and from elsewhere.
    clock += 2_000;
    const there = await login(server, { username: 'burstlogin', password: 'Right-pass-123' }, { ip });
    expect(there.json()).toMatchObject({ code: 'captcha.required' });
    const elsewhere = await login(server, { username: 'burstlogin', password: 'Right-pass-123' }, { ip: '10.60.0.2' });
    expect(elsewhere.json()).toMatchObject({ code: 'captcha.required' });
  });

  it('member login from 100 addresses at once: still at most 3 checks for the account', async () => {
    await createMember(server, { username: 'burstspread', password: 'Right-pass-123' });
    const { checked } = await burst(
      Array.from(
        { length: BURST },
        (_, i) => () => login(server, { username: 'burstspread', password: `bad-${i}` }, { ip: `10.61.0.${i + 1}` }),
      ),
    );
    expect(checked).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
  });

  it('operator sign-in: at most 10 password checks, and the right one is refused after', async () => {
    const signIn = (password: string) =>
      server.inject({
        method: 'POST',
        url: '/admin/api/session',
        payload: { username: 'admin', password },
        remoteAddress: '10.62.0.1',
      });
    const { checked, results } = await burst(guesses(signIn, OPERATOR_PASSWORD));
    expect(checked).toBeLessThanOrEqual(RULES.operatorUser.max);
    expect(results.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect((await signIn(OPERATOR_PASSWORD)).statusCode).toBe(429);
    clock += RULES.operatorUser.windowMs + 1_000;
    expect((await signIn(OPERATOR_PASSWORD)).statusCode).toBe(200);
    // Successes do not count: an office signs in all day from one address.
    for (let i = 0; i < RULES.operatorAddress.max + 2; i += 1)
      expect((await signIn(OPERATOR_PASSWORD)).statusCode).toBe(200);
  });

  it('payment password: at most 10 checks, and the right one is refused after', async () => {
    await createMember(server, { username: 'burstpay', password: 'Right-pass-123' });
    const db = server.database.db;
    const memberRow = async () =>
      rowsOf<Parameters<typeof verifyPaymentPassword>[1]>(
        await db.execute(sql`select id, brand_id as "brandId", username, type, password_hash as "passwordHash",
          locked_until as "lockedUntil" from members where username = 'burstpay'`),
      )[0]!;
    const member = await memberRow();
    await setPaymentPassword(
      db,
      member,
      { newPaymentPassword: '135790', loginPassword: 'Right-pass-123' },
      clock,
      null,
    );
    const { checked, results } = await burst(
      guesses(
        (password) =>
          verifyPaymentPassword(db, member, password, clock, null).then(
            () => 'ok',
            (error: { code?: string }) => error.code ?? 'error',
          ),
        '135790',
      ),
    );
    expect(checked).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(results.filter((result) => result === 'ok').length).toBeLessThanOrEqual(1);
    await expect(verifyPaymentPassword(db, member, '135790', clock, null)).rejects.toMatchObject({
      code: 'payment.password.locked',
    });
  });

  it('registration per address: a burst of 100 makes 5 accounts', async () => {
    const { results } = await burst(
      Array.from(
        { length: BURST },
        (_, i) => () =>
          encryptedCall(server, {
            method: 'PUT',
            url: '/wps/member/register',
            ip: '10.63.0.1',
            payload: {
              username: `burstreg${i}`,
              password: 'Secret-pass-1',
              confirmPassword: 'Secret-pass-1',
              ageConfirmed: true,
              login: true,
              registerMethod: 'WEB',
            },
          }),
      ),
    );
    const made = await count(
      server.database.db,
      sql`select count(*)::int as n from members where username like 'burstreg%'`,
    );
    expect(made).toBe(RULES.registerIp.max);
    expect(results.filter((res) => res.statusCode === 429).length).toBe(BURST - RULES.registerIp.max);
  });

  it('SMS codes: 10 per address, and 1 per number, under bursts', async () => {
    const send = (mobileNum: string, ip: string) =>
      call(server, {
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        ip,
        payload: { mobileNum, countryDialingCode: '63' },
      });
    await burst(Array.from({ length: BURST }, (_, i) => () => send(`9175${String(i).padStart(6, '0')}`, '10.64.0.1')));
    expect(await count(server.database.db, sql`select count(*)::int as n from sms_codes where ip = '10.64.0.1'`)).toBe(
      RULES.smsIp.max,
    );
    await burst(Array.from({ length: BURST }, (_, i) => () => send('9176000001', `10.65.0.${i + 1}`)));
    expect(
      await count(server.database.db, sql`select count(*)::int as n from sms_codes where mobile = '+639176000001'`),
    ).toBe(RULES.smsNumberGap.max);
  });

  it('captcha images: one per second per address', async () => {
    const { results } = await burst(
      Array.from({ length: BURST }, () => () => call(server, { method: 'GET', url: '/wps/captcha', ip: '10.66.0.1' })),
    );
    expect(results.filter((res) => res.statusCode === 200).length).toBe(RULES.captcha.max);
  });

  it('forgot password: 5 an hour per address', async () => {
    const { checked, results } = await burst(
      Array.from(
        { length: BURST },
        (_, i) => () =>
          call(server, {
            method: 'POST',
            url: '/wps/member/password/email',
            ip: '10.67.0.1',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `username=nobody${i}&email=nobody${i}%40example.com`,
          }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 200).length).toBe(RULES.forgotIp.max);
    expect(checked).toBe(RULES.forgotIp.max);
  });

  it('feedback: 5 an hour per address', async () => {
    const content = Array.from({ length: FEEDBACK_WORDS.min + 1 }, (_, i) => `word${i}`).join(' ');
    await burst(
      Array.from(
        { length: BURST },
        () => () =>
          call(server, {
            method: 'PUT',
            url: '/wps/feedback',
            ip: '10.68.0.1',
            payload: { questionType: FEEDBACK_QUESTION_TYPES[0], content },
            headers: { moduleid: 'FEEDBACK3' },
          }),
      ),
    );
    expect(await count(server.database.db, sql`select count(*)::int as n from feedback where ip = '10.68.0.1'`)).toBe(
      RULES.feedbackIp.max,
    );
  });

  it('game launches: 30 a minute per member', async () => {
    await createMember(server, { username: 'burstlaunch', password: 'Right-pass-123' });
    const token = await tokenOf(server, { username: 'burstlaunch', password: 'Right-pass-123' });
    const { results } = await burst(
      Array.from(
        { length: BURST },
        () => () =>
          launchLuckyCrown(server, token).then(
            () => 200,
            () => 429,
          ),
      ),
    );
    expect(results.filter((status) => status === 200).length).toBe(RULES.launch.max);
  });

  it('spins: one per interval per player, across every house game', async () => {
    clock += 60_000;
    await createMember(server, { username: 'burstspin', password: 'Right-pass-123' });
    const token = await tokenOf(server, { username: 'burstspin', password: 'Right-pass-123' });
    const game = await launchLuckyCrown(server, token);
    await burst(
      Array.from(
        { length: BURST },
        () => () => house(server, game, 'POST', 'spin', { stake: 20, requestId: randomUUID() }),
      ),
    );
    const db = server.database.db;
    const [player] = rowsOf<{ id: number; brandId: number }>(
      await db.execute(sql`select id, brand_id as "brandId" from members where username = 'burstspin'`),
    );
    if (!player) throw new Error('no player');
    expect(await count(db, sql`select count(*)::int as n from house_rounds where member_id = ${player.id}`)).toBe(1);

    // The same player in eight games at once (the round-start statement itself, as the spin calls it).
    clock += 60_000;
    const key = { brandId: player.brandId, memberId: player.id, funSession: null };
    const games = Array.from({ length: 8 }, (_, i) => `burst-game-${i}`);
    for (const gameCode of games)
      await insertSeed(db, key, gameCode, { serverSeed: 's', commitment: 'c', clientSeed: 'x', lastSpinAt: null });
    const started = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        startRound(db, {
          key,
          mode: 'real',
          vendorCode: 'PH',
          playerId: String(player.id),
          gameCode: games[i % games.length]!,
          gameVersion: '1',
          requestId: randomUUID(),
          stake: 20n,
          jackpotOdds: 0,
          at: new Date(clock),
          minIntervalMs: 2_500,
        }),
      ),
    );
    expect(started.filter((round) => round !== undefined)).toHaveLength(1);
  });
});
