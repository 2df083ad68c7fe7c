import { describe, expect, it } from 'vitest';
import {
  createRemoteLotteryClient,
  LotteryClientError,
  lotteryErrorText,
} from '../../../../src/games/lottery/ui/client';
import { sessionOf, t } from './fixtures';

interface Sent {
  url: string;
  init: RequestInit;
  body: unknown;
}

function scriptedFetch(answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const fetch = (url: string, init: RequestInit = {}) => {
    sent.push({ url, init, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
const refused = (status: number, code: string) =>
  new Response(JSON.stringify({ success: false, value: null, code, message: code }), { status });

describe('the remote lottery client', () => {
  it('calls the contract\u2019s paths with the game token as a bearer and no cookies', async () => {
    const { fetch, sent } = scriptedFetch([
      ok(sessionOf()),
      ok({ tickets: [], total: 0 }),
      ok({ ticket: {}, balance: 1 }),
      ok({ gameCode: 'g', format: 'XSMB', draws: [] }),
    ]);
    const client = createRemoteLotteryClient({ token: 'tok', fetch });
    expect((await client.session()).game.code).toBe('XSMB_H1');
    await client.tickets({ page: 1, pageSize: 20 });
    await client.cancel(42);
    await client.draws(30);
    expect(sent.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /house/api/lottery/session',
      'GET /house/api/lottery/tickets?page=1&pageSize=20',
      'POST /house/api/lottery/tickets/42/cancel',
      'GET /house/api/lottery/draws?count=30',
    ]);
    for (const call of sent) {
      expect(call.init.credentials).toBe('omit');
      expect((call.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    }
  });

  it('posts a slip as JSON', async () => {
    const { fetch, sent } = scriptedFetch([ok({ tickets: [], balance: 10 })]);
    const body = { requestId: 'r1', numero: '0601', bets: [{ type: 'de', numbers: ['27'], units: 1 }] };
    await createRemoteLotteryClient({ token: 't', fetch }).place(body);
    expect(sent[0]!.url).toBe('/house/api/lottery/tickets');
    expect(sent[0]!.body).toEqual(body);
  });

  it('turns refusals into the page\u2019s error codes, unknown ones into a plain refusal', async () => {
    const cases: [Response, string][] = [
      [refused(400, 'lottery.bet.numbers'), 'betNumbers'],
      [refused(409, 'lottery.issue.state'), 'issueClosed'],
      [refused(402, 'balance.insufficient'), 'insufficientFunds'],
      [refused(401, 'house.session.invalid'), 'sessionExpired'],
      [refused(400, 'lottery.something.new'), 'refused'],
    ];
    for (const [answer, code] of cases) {
      const client = createRemoteLotteryClient({ token: 't', fetch: scriptedFetch([answer]).fetch });
      await expect(client.session()).rejects.toMatchObject({ code });
    }
  });

  it('names the number a cap refusal names, in the page\u2019s words', async () => {
    const answer = new Response(
      JSON.stringify({ success: false, value: { number: '27', key: 'lo2:27' }, code: 'lottery.ticket.cap' }),
      { status: 409 },
    );
    const client = createRemoteLotteryClient({ token: 't', fetch: scriptedFetch([answer]).fetch });
    const error: unknown = await client.session().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'numberCapped', params: { number: '27' } });
    expect(lotteryErrorText(error, t)).toBe(
      'The number 27 has reached its limit for this issue. Pick another number or fewer units.',
    );
    // Without a number it is the general limit message.
    const bare = createRemoteLotteryClient({
      token: 't',
      fetch: scriptedFetch([refused(409, 'lottery.ticket.cap')]).fetch,
    });
    expect(lotteryErrorText(await bare.session().catch((caught: unknown) => caught), t)).toBe(
      'This bet passes the limit on a number or a payout for this issue.',
    );
  });

  it('calls a lost answer a network error: the call may have happened', async () => {
    for (const answer of [new TypeError('offline'), new Response('<html>bad gateway</html>', { status: 502 })]) {
      const client = createRemoteLotteryClient({ token: 't', fetch: scriptedFetch([answer]).fetch });
      const error: unknown = await client.session().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LotteryClientError);
      expect((error as LotteryClientError).code).toBe('network');
    }
  });
});
