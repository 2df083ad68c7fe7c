import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Event kinds of the stream (docs/architecture.md "Record of all bets and the event stream"). */
export type EventKind = 'deposit.credited' | 'withdrawal.paid' | 'member.registered';

export interface NewEvent {
  kind: EventKind;
  brandId: number;
  memberId: number | null;
  /** Money in minor units as decimal strings (JSON has no bigint). */
  payload?: Record<string, unknown>;
}

/**
 * Writes an event into the stream. Call it with the transaction that did the thing, so the event
 * exists exactly when the thing does; consumers read it later, out of that transaction's path.
 */
export async function emitEvent(tx: Database, event: NewEvent): Promise<void> {
  await tx.execute(sql`insert into events (kind, brand_id, member_id, payload)
    values (${event.kind}, ${event.brandId}, ${event.memberId}, ${JSON.stringify(event.payload ?? {})}::jsonb)`);
}
