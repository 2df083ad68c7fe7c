// SMTP_URL and TWILIO_* from the environment: parsed all-or-nothing at start, and the server
// then sends through them instead of the outboxes (here: a real SMTP server on 127.0.0.1).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { createMember, lastMail } from './auth-client';

const skip = await skipReason();

describe('provider configuration', () => {
  it('leaves both unset by default (the outboxes)', () => {
    expect(loadConfig({})).toMatchObject({ smtp: undefined, twilio: undefined });
  });

  it('reads SMTP_URL with MAIL_FROM (defaulted) and refuses other schemes', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtp).toEqual({
      url: 'smtps://u:p@mail.example.com:465',
      from: 'PlayHub <no-reply@localhost>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'Brand <a@b.c>' }).smtp?.from).toBe('Brand <a@b.c>');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrowError(/SMTP_URL/);
  });

  it('reads Twilio all or nothing, with a sender and a base URL', () => {
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15005550006' }).twilio,
    ).toEqual({ accountSid: 'AC1', authToken: 'tok', from: '+15005550006', baseUrl: 'https://api.twilio.com' });
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'tok',
        TWILIO_MESSAGING_SERVICE_SID: 'MG1',
        TWILIO_BASE_URL: 'http://127.0.0.1:9999/',
      }).twilio,
    ).toEqual({ accountSid: 'AC1', authToken: 'tok', messagingServiceSid: 'MG1', baseUrl: 'http://127.0.0.1:9999' });
    for (const env of [
      { TWILIO_ACCOUNT_SID: 'AC1' },
      { TWILIO_AUTH_TOKEN: 'tok' },
      { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok' },
      { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: 'x', TWILIO_BASE_URL: 'ftp://x' },
    ])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrowError(ConfigError);
  });
});

describe.skipIf(skip)('mail through SMTP_URL', () => {
  let smtp: SMTPServer;
  let server: TestServer;
  const inbox: { to: string[]; raw: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'PlayHub <no-reply@playhub.test>' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the forgot-password mail to the SMTP server, not to the outbox', async () => {
    await createMember(server, { username: 'smtpuser', password: 'Member-pass-1', email: 'smtp.user@example.com' });
    const res = await server.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'smtpuser', email: 'smtp.user@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.to).toEqual(['smtp.user@example.com']);
    expect(inbox[0]?.raw).toMatch(/^From: PlayHub <no-reply@playhub\.test>/m);
    expect(await lastMail(server, 'smtp.user@example.com')).toBeUndefined();
  });
});
