// Feedback: the rules call announces the word limits the PUT enforces; content outside
// {min}..{max} words is refused; feedback is stored (as plain text) and rate-limited per IP and
// per member, with nothing stored for a refused call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FeedbackRules } from '../../src/shared/api/content';
import { countWords, FEEDBACK_WORDS } from '../../src/shared/content-rules';
import { FEEDBACK_LIMIT } from '../../src/server/modules/content/feedback';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, tokenOf } from './auth-client';
import { query } from './wallet-support';

const skip = await skipReason();
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('feedback word counting', () => {
  it('counts words the same way for spaced and unspaced scripts', () => {
    expect(countWords('Deposit was not credited after ten minutes')).toBe(7);
    expect(countWords('  ')).toBe(0);
    expect(countWords('存款没有到账')).toBeGreaterThan(1);
    expect(countWords('ฝากเงินแล้วยังไม่เข้า')).toBeGreaterThan(1);
  });
});

describe.skipIf(skip)('feedback', () => {
  let server: TestServer;
  const clock = { now: Date.UTC(2026, 10, 23, 6, 0, 0) };
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock.now });
  });
  afterAll(() => server?.close());

  const send = (payload: unknown, ip: string, token?: string) =>
    call(server, { method: 'PUT', url: '/wps/feedback', payload, ip, token, headers: { moduleid: 'FEEDBACK3' } });
  const stored = async () =>
    (await query<{ n: number }>(server.database.db, sql`select count(*)::int as n from feedback`))[0]?.n ?? 0;

  it('announces and enforces the word limits', async () => {
    const rules = await call(server, { method: 'GET', url: '/wps/feedback' });
    expect(rules.json<{ value: FeedbackRules }>().value).toMatchObject({
      minWords: FEEDBACK_WORDS.min,
      maxWords: FEEDBACK_WORDS.max,
      questionTypes: ['deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other'],
    });
    const before = await stored();
    const short = await send({ questionType: 'deposit', content: words(FEEDBACK_WORDS.min - 1) }, '10.1.0.1');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'feedback.words',
      value: { min: FEEDBACK_WORDS.min, max: FEEDBACK_WORDS.max, words: FEEDBACK_WORDS.min - 1 },
    });
    const long = await send({ questionType: 'game', content: words(FEEDBACK_WORDS.max + 1) }, '10.1.0.1');
    expect(long.json()).toMatchObject({ code: 'feedback.words' });
    // Markup does not count as words.
    const tags = await send(
      { questionType: 'game', content: '<b></b><i></i><u></u><s></s><p></p><p></p>' },
      '10.1.0.1',
    );
    expect(tags.json()).toMatchObject({ code: 'feedback.words' });
    const badType = await send({ questionType: 'lottery', content: words(10) }, '10.1.0.1');
    expect(badType.statusCode).toBe(400);
    expect(await stored()).toBe(before);

    const ok = await send(
      {
        questionType: 'withdrawal',
        content: `<script>x</script>${words(FEEDBACK_WORDS.max)}`,
        contact: 'me@example.com',
      },
      '10.1.0.1',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await query<{ content: string; contact: string; member_id: number | null; question_type: string }>(
      server.database.db,
      sql`select content, contact, member_id, question_type from feedback order by id desc limit 1`,
    );
    expect(row).toMatchObject({ contact: 'me@example.com', member_id: null, question_type: 'withdrawal' });
    expect(row?.content).not.toContain('<script');
  });

  it('limits feedback per IP and per member across the window', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < FEEDBACK_LIMIT.perIp; i++)
      expect((await send({ questionType: 'other', content: words(8) }, ip)).statusCode).toBe(200);
    const before = await stored();
    const limited = await send({ questionType: 'other', content: words(8) }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await stored()).toBe(before);
    // Another IP is not affected; after the window the first one may send again.
    expect((await send({ questionType: 'other', content: words(8) }, '10.2.0.2')).statusCode).toBe(200);
    clock.now += FEEDBACK_LIMIT.windowMs + 1000;
    expect((await send({ questionType: 'other', content: words(8) }, ip)).statusCode).toBe(200);

    // A member is limited on its own, whichever IPs it uses; its feedback is recorded as its own.
    await createMember(server, { username: 'feedbacker', password: 'Member-pass-1' });
    const token = await tokenOf(server, { username: 'feedbacker', password: 'Member-pass-1' });
    for (let i = 0; i < FEEDBACK_LIMIT.perMember; i++)
      expect((await send({ questionType: 'game', content: words(6) }, `10.3.0.${i}`, token)).statusCode).toBe(200);
    expect((await send({ questionType: 'game', content: words(6) }, '10.3.0.99', token)).statusCode).toBe(429);
    const mine = await query<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from feedback f join members m on m.id = f.member_id where m.username = 'feedbacker'`,
    );
    expect(mine[0]?.n).toBe(FEEDBACK_LIMIT.perMember);
  });
});
