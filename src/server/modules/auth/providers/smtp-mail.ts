import { createTransport, type Mail, type SMTPSentMessageInfo, type SMTPTransportOptions } from 'nodemailer';
import type { MailMessage, MailSender } from './types';
import { ProviderError } from './errors';
import { DEFAULT_TIMEOUT_MS } from './http';

/** Where and as whom to send mail. */
export interface SmtpMailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** The From header, e.g. 'PlayHub <no-reply@example.com>'. */
  from: string;
  /** Milliseconds for connecting, the greeting and each reply; 10 s by default. */
  timeoutMs?: number;
}

/** Sends mail through an SMTP server with nodemailer; resolves with the Message-ID it assigned. */
export class SmtpMailSender implements MailSender {
  readonly name = 'smtp';
  private readonly transport: Mail<SMTPSentMessageInfo, SMTPTransportOptions>;

  constructor(config: SmtpMailConfig) {
    if (!/^smtps?:\/\//.test(config.url)) throw new Error('smtp: url must start with smtp:// or smtps://');
    if (!config.from) throw new Error('smtp: from is required');
    const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.transport = createTransport(
      { url: config.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout },
      { from: config.from },
    );
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    try {
      const info = await this.transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { messageId: info.messageId };
    } catch (error) {
      // nodemailer's errors carry the SMTP reply code (535 for a bad login) and a symbolic code.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      throw new ProviderError(this.name, (error as Error).message, { status: responseCode, code, cause: error });
    }
  }

  /** Closes pooled connections (none unless the URL asked for a pool). */
  close(): void {
    this.transport.close();
  }
}
