// The SMTP mail sender against a real SMTP server started by the test on 127.0.0.1.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../src/server/modules/auth/providers/errors';
import { SmtpMailSender } from '../../../src/server/modules/auth/providers/smtp-mail';

interface Received {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

describe('SMTP mail sender', () => {
  let server: SMTPServer;
  let port: number;
  const inbox: Received[] = [];
  const senders: SmtpMailSender[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true, // plain AUTH is fine on loopback in a test
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'mail-pass') return callback(null, { user: 'mailer' });
        callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({
            user: session.user as string | undefined,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const sender of senders) sender.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const sender = (credentials: string) => {
    const made = new SmtpMailSender({
      url: `smtp://${credentials}@127.0.0.1:${port}`,
      from: 'PlayHub <no-reply@playhub.test>',
      timeoutMs: 5_000,
    });
    senders.push(made);
    return made;
  };

  it('delivers the message with the right envelope, To, Subject and body', async () => {
    const result = await sender('mailer:mail-pass').send({
      brandId: 1,
      to: 'ana@example.com',
      subject: 'Reset your password',
      text: 'Your new password is in_been_out.',
      html: '<p>Your new password is <b>in_been_out</b>.</p>',
    });
    expect(result.messageId).toMatch(/^<.+@.+>$/);
    const mail = inbox.at(-1)!;
    expect(mail).toMatchObject({ user: 'mailer', from: 'no-reply@playhub.test', to: ['ana@example.com'] });
    expect(mail.raw).toMatch(/^To: ana@example\.com\r?$/m);
    expect(mail.raw).toMatch(/^Subject: Reset your password\r?$/m);
    expect(mail.raw).toMatch(/^From: PlayHub <no-reply@playhub\.test>\r?$/m);
    expect(mail.raw).toContain(`Message-ID: ${result.messageId}`);
    expect(mail.raw).toContain('Your new password is in_been_out.');
    expect(mail.raw).toContain('text/html');
  });

  it('encodes a non-ASCII subject and body faithfully', async () => {
    await sender('mailer:mail-pass').send({
      brandId: 1,
      to: 'b@example.com',
      subject: 'Mật khẩu 密码',
      text: 'Xin chào',
    });
    const raw = inbox.at(-1)!.raw;
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/Xin ch(=C3=A0|à)o/);
  });

  it('rejects when the server refuses the login', async () => {
    const before = inbox.length;
    const error = await sender('mailer:wrong-pass')
      .send({ brandId: 1, to: 'c@example.com', subject: 'x', text: 'y' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'smtp', details: { status: 535, code: 'EAUTH' } });
    expect((error as Error).message).not.toContain('wrong-pass');
    expect(inbox.length).toBe(before);
  });

  it('rejects when no server listens', async () => {
    const closed = new SmtpMailSender({ url: 'smtp://127.0.0.1:9', from: 'a@b.test', timeoutMs: 2_000 });
    senders.push(closed);
    await expect(closed.send({ brandId: 1, to: 'd@example.com', subject: 'x', text: 'y' })).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  it('refuses a URL that is not SMTP', () => {
    expect(() => new SmtpMailSender({ url: 'http://mail.example.com', from: 'a@b.test' })).toThrow(/smtp/);
  });
});
