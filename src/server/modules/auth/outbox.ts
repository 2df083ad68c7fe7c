import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, smsOutbox } from '../../db/schema';
import type { MailMessage, MailSender, SmsMessage, SmsSender } from './providers/types';

/**
 * The default SMS and mail providers: messages are stored for the operator to read (operator
 * API and CLI) instead of leaving the machine, so a fresh install works without any account.
 */
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';
  constructor(private readonly db: Database) {}

  async send(message: SmsMessage): Promise<{ providerId: string }> {
    const rows = await this.db
      .insert(smsOutbox)
      .values({ brandId: message.brandId, to: message.to, text: message.text, purpose: message.purpose })
      .returning({ id: smsOutbox.id });
    return { providerId: `outbox-${rows[0]?.id ?? 0}` };
  }
}

export class OutboxMailSender implements MailSender {
  readonly name = 'outbox';
  constructor(private readonly db: Database) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const rows = await this.db
      .insert(mailOutbox)
      .values({
        brandId: message.brandId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      })
      .returning({ id: mailOutbox.id });
    return { messageId: `outbox-${rows[0]?.id ?? 0}` };
  }
}

/** The newest outbox text messages of a brand, newest first. */
export function listSmsOutbox(db: Database, brandId: number, limit: number) {
  return db.select().from(smsOutbox).where(eq(smsOutbox.brandId, brandId)).orderBy(desc(smsOutbox.id)).limit(limit);
}

/** The newest outbox mails of a brand, newest first. */
export function listMailOutbox(db: Database, brandId: number, limit: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.brandId, brandId)).orderBy(desc(mailOutbox.id)).limit(limit);
}
