// The Geetest v4 verifier against a local server that checks the signature as Geetest does.
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { ProviderLogger } from '../../../src/server/modules/auth/providers/errors';
import { GeetestV4Verifier } from '../../../src/server/modules/auth/providers/geetest';
import { readBody, sendJson, startLocalServer, type LocalServer } from './local-http';

const CAPTCHA_ID = '647f5ed2ed8acb4be36784e01556bb71';
const CAPTCHA_KEY = 'b09a7aafbfd83f73b35a9b530d0337bf';

/** A widget result; lot numbers starting with 'good' pass, others fail, 'slow' never answers. */
const result = (lot: string) => ({
  captcha_id: CAPTCHA_ID,
  lot_number: lot,
  pass_token: 'pt-' + lot,
  gen_time: '1700000000',
  captcha_output: 'output-' + lot,
});

describe('Geetest v4 verifier', () => {
  let peer: LocalServer;
  const warnings: string[] = [];
  const logger: ProviderLogger = { warn: (_details, message) => warnings.push(message) };

  beforeAll(async () => {
    peer = await startLocalServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const form = new URLSearchParams(await readBody(req));
      const lot = form.get('lot_number') ?? '';
      if (req.method !== 'POST' || url.pathname !== '/validate') return sendJson(res, 404, {});
      if (url.searchParams.get('captcha_id') !== CAPTCHA_ID) {
        return sendJson(res, 200, { status: 'error', code: '-50002', msg: 'captcha_id invalid' });
      }
      if (lot === 'broken') return void res.writeHead(502).end('bad gateway');
      if (lot === 'slow') return;
      const expected = createHmac('sha256', CAPTCHA_KEY).update(lot).digest('hex');
      const fieldsOk =
        form.get('pass_token') === 'pt-' + lot &&
        form.get('captcha_output') === 'output-' + lot &&
        form.get('gen_time') === '1700000000';
      if (form.get('sign_token') !== expected)
        return sendJson(res, 200, { result: 'fail', reason: 'sign_token error' });
      sendJson(res, 200, { result: fieldsOk && lot.startsWith('good') ? 'success' : 'fail', reason: '' });
    });
  });
  afterAll(() => peer?.close());

  const verifier = (overrides: Partial<ConstructorParameters<typeof GeetestV4Verifier>[0]> = {}) =>
    new GeetestV4Verifier({
      captchaId: CAPTCHA_ID,
      captchaKey: CAPTCHA_KEY,
      apiServer: peer.url,
      logger,
      ...overrides,
    });

  it('passes a result the server validates with the right signature', async () => {
    await expect(verifier().validate(result('good-1'))).resolves.toBe(true);
  });

  it('fails a result the server rejects', async () => {
    await expect(verifier().validate(result('bad-1'))).resolves.toBe(false);
    await expect(verifier().validate({ ...result('good-2'), pass_token: 'forged' })).resolves.toBe(false);
  });

  it('fails when signed with the wrong key', async () => {
    await expect(verifier({ captchaKey: 'not-the-key' }).validate(result('good-3'))).resolves.toBe(false);
  });

  it('fails a result made for another captcha without asking the server', async () => {
    await expect(verifier().validate({ ...result('good-4'), captcha_id: 'other' })).resolves.toBe(false);
  });

  it('fails closed and logs on a server error, a wrong captcha id, a timeout or no server', async () => {
    warnings.length = 0;
    await expect(verifier().validate(result('broken'))).resolves.toBe(false);
    await expect(
      verifier({ captchaId: 'unknown' }).validate({ ...result('good-5'), captcha_id: 'unknown' }),
    ).resolves.toBe(false);
    await expect(verifier({ timeoutMs: 300 }).validate(result('slow'))).resolves.toBe(false);
    await expect(verifier({ apiServer: 'http://127.0.0.1:9' }).validate(result('good-6'))).resolves.toBe(false);
    expect(warnings).toHaveLength(4);
    expect(warnings.every((w) => w.includes('failing closed'))).toBe(true);
  });

  it("takes the server's logger", () => {
    expectTypeOf<FastifyBaseLogger>().toExtend<ProviderLogger>();
  });
});
