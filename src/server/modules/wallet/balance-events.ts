import { playerTopic, REALTIME_EVENTS } from '../../../shared/api/realtime';
import type { RealtimeHub } from '../realtime';

/**
 * Tells the members' open pages that their balance changed (the header asks for it again).
 * Called after the posting committed, never inside a money transaction: publish returns at once
 * and its delivery never fails or delays the money movement. The event carries no figure: events
 * may arrive late or out of order across processes, the balance call is always current.
 */
export function announceBalanceChange(hub: Pick<RealtimeHub, 'publish'>, memberIds: readonly number[]): void {
  for (const memberId of new Set(memberIds)) hub.publish(playerTopic(memberId), REALTIME_EVENTS.balanceChanged);
}
