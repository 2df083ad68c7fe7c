// The Twilio SMS provider against a local server that speaks the Messages API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../src/server/modules/auth/providers/errors';
import { TwilioSmsSender } from '../../../src/server/modules/auth/providers/twilio-sms';
import { readBody, sendJson, startLocalServer, type LocalServer } from './local-http';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'secret-auth-token';
const message = { brandId: 1, to: '+639171234567', text: 'Your code is 123456', purpose: 'login' };

describe('Twilio SMS sender', () => {
  let peer: LocalServer;
  const received: { path: string; form: URLSearchParams }[] = [];

  beforeAll(async () => {
    peer = await startLocalServer(async (req, res) => {
      const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
      if (req.headers.authorization !== expectedAuth) {
        return sendJson(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
        return sendJson(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      }
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return sendJson(res, 415, { code: 0, message: 'form expected', status: 415 });
      }
      const form = new URLSearchParams(await readBody(req));
      received.push({ path: req.url, form });
      const to = form.get('To');
      if (to === '+15005550001') {
        return sendJson(res, 400, { code: 21211, message: "The 'To' number +15005550001 is not valid.", status: 400 });
      }
      if (to === '+15005550500') return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>oops</h1>');
      if (to === '+15005550999') return; // never answers
      sendJson(res, 201, { sid: `SM${received.length.toString().padStart(32, '0')}`, status: 'queued', to });
    });
  });
  afterAll(() => peer?.close());

  const sender = (overrides: Partial<ConstructorParameters<typeof TwilioSmsSender>[0]> = {}) =>
    new TwilioSmsSender({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: '+15005550006',
      baseUrl: peer.url,
      ...overrides,
    });

  it('posts To, From and Body with Basic auth and resolves with the message SID', async () => {
    const result = await sender().send(message);
    expect(result.providerId).toMatch(/^SM\d{32}$/);
    const last = received.at(-1)!;
    expect(Object.fromEntries(last.form)).toEqual({ To: message.to, From: '+15005550006', Body: message.text });
  });

  it('uses the Messaging Service instead of From when one is configured', async () => {
    await sender({ messagingServiceSid: 'MG0123' }).send(message);
    const form = received.at(-1)!.form;
    expect(form.get('MessagingServiceSid')).toBe('MG0123');
    expect(form.has('From')).toBe(false);
  });

  it("rejects with Twilio's code and message on a 400", async () => {
    const error = await sender()
      .send({ ...message, to: '+15005550001' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'twilio', details: { status: 400, code: '21211' } });
    expect((error as Error).message).toContain("The 'To' number");
  });

  it('rejects on wrong credentials without leaking the token', async () => {
    const error = await sender({ authToken: 'wrong' })
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ details: { status: 401, code: '20003' } });
    expect((error as Error).message).not.toContain('wrong');
  });

  it('rejects on a 500 that is not JSON', async () => {
    await expect(sender().send({ ...message, to: '+15005550500' })).rejects.toThrow(/twilio: unexpected answer 500/);
  });

  it('gives up when the gateway does not answer in time', async () => {
    const started = Date.now();
    const error = await sender({ timeoutMs: 300 })
      .send({ ...message, to: '+15005550999' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ details: { code: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('rejects when the gateway cannot be reached', async () => {
    const error = await sender({ baseUrl: 'http://127.0.0.1:9' })
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ details: { code: 'network' } });
  });

  it('refuses a configuration without credentials or sender', () => {
    expect(() => new TwilioSmsSender({ accountSid: ACCOUNT, authToken: '', from: '+1' })).toThrow(/authToken/);
    expect(() => new TwilioSmsSender({ accountSid: ACCOUNT, authToken: TOKEN })).toThrow(/from/);
  });
});
