import type { Database } from '../../db/client';
import type { Caller } from './deps';
import { insertAccountAudit } from './queries';

/** Account events written to the append-only account_audit table. */
export type AccountEvent =
  | 'login'
  | 'login.failure'
  | 'login.lock'
  | 'logout'
  | 'session.resume'
  | 'register'
  | 'freeplay'
  | 'password.change'
  | 'password.reset'
  | 'password.temporary'
  | 'profile.change'
  | 'payment_password.set'
  | 'payment_password.change'
  | 'payment_password.lock'
  | 'unlock';

/** Records one account event with the caller's IP and device. */
export async function auditAccount(
  db: Database,
  at: number,
  entry: {
    brandId: number;
    memberId: number | null;
    username: string;
    event: AccountEvent;
    caller: Caller | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await insertAccountAudit(db, {
    brandId: entry.brandId,
    memberId: entry.memberId,
    username: entry.username,
    event: entry.event,
    ip: entry.caller?.ip ?? null,
    device: entry.caller?.device || null,
    detail: entry.detail ?? {},
    at: new Date(at),
  });
}
