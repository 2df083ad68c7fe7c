import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LotteryCancelAnswer } from '../../../shared/api/lottery-tickets';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { lotteryIssues, lotterySlips, lotteryTickets, type LotteryTicketRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { HousePlayer } from '../house/sessions';
import { lotteryGameOf, realPlayer, type TicketDeps } from './tickets-place';
import { memberTicket, releaseExposures, slipBetId, ticketRefundId, ticketView } from './tickets-store';

/**
 * Cancelling a ticket before its issue locks, and paying refunds. The status moves first
 * (pending -> cancelled, under the ticket's and the issue's locks, so a cancel racing the lock is
 * either done before it or refused), then the refund is a wallet credit named after the ticket;
 * refund_paid_at records its answer, and payDueRefunds finishes any a crash left unpaid. The
 * same path pays the refunds of void issues and of chases stopped by a win.
 */

const locked = () => new ApiError(409, ERROR_CODES.lotteryTicketLocked, 'The ticket can no longer be cancelled');

/** POST /house/api/lottery/tickets/:id/cancel (a repeat of a done cancel answers it again). */
export async function cancelTicket(
  deps: TicketDeps,
  sessionPlayer: HousePlayer,
  ticketId: number,
): Promise<LotteryCancelAnswer> {
  const player = realPlayer(sessionPlayer);
  const game = await lotteryGameOf(deps.db, player);
  const found = await memberTicket(deps.db, player.memberId, ticketId);
  if (!found || found.ticket.lotteryGameId !== game.id || found.slip.status !== 'taken')
    throw new ApiError(404, ERROR_CODES.lotteryTicketUnknown, `No ticket ${ticketId}`);
  if (found.ticket.status !== 'cancelled') {
    await deps.db.transaction(async (tx) => {
      const [ticket] = await tx.select().from(lotteryTickets).where(eq(lotteryTickets.id, ticketId)).for('update');
      const [issue] = await tx
        .select()
        .from(lotteryIssues)
        .where(eq(lotteryIssues.id, found.ticket.issueId))
        .for('share');
      if (ticket?.status === 'cancelled') return;
      if (ticket?.status !== 'pending' || issue?.status !== 'open' || issue.locksAt.getTime() <= deps.now())
        throw locked();
      await tx
        .update(lotteryTickets)
        .set({ status: 'cancelled', settledAt: new Date(deps.now()) })
        .where(eq(lotteryTickets.id, ticketId));
      await releaseExposures(tx, [ticket], deps.odds(ticket.brandId));
    });
  }
  await payRefunds(deps, [ticketId]);
  const after = await memberTicket(deps.db, player.memberId, ticketId);
  if (!after) throw new Error(`lottery ticket ${ticketId} vanished`);
  const { balance } = await deps.wallet.balance(after.slip.vendorCode, after.slip.playerId);
  return { ticket: ticketView(after, game.code, after.slip.issues > 1), balance: Number(balance) };
}

/** Pays the refunds of these tickets not paid yet (cancelled or refunded, slip taken). */
export async function payRefunds(deps: TicketDeps, ticketIds: readonly number[]): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const due = await deps.db
    .select({ ticket: lotteryTickets, slip: lotterySlips })
    .from(lotteryTickets)
    .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryTickets.slipId))
    .where(
      and(
        inArray(lotteryTickets.id, [...ticketIds]),
        inArray(lotteryTickets.status, ['cancelled', 'refunded']),
        isNull(lotteryTickets.refundPaidAt),
        eq(lotterySlips.status, 'taken'),
      ),
    );
  await inParallel(due, 16, async ({ ticket, slip }) => {
    await refund(deps, ticket, slip.vendorCode, slip.playerId, slip.gameCode);
  });
  return due.length;
}

async function refund(
  deps: TicketDeps,
  ticket: LotteryTicketRow,
  vendorCode: string,
  playerId: string,
  gameCode: string,
): Promise<void> {
  const id = ticketRefundId(ticket.id);
  await deps.wallet.credit(vendorCode, {
    requestId: id,
    playerId,
    transactionId: id,
    roundId: slipBetId(ticket.slipId),
    gameCode,
    amount: ticket.cost,
  });
  await deps.db
    .update(lotteryTickets)
    .set({ refundPaidAt: new Date(deps.now()) })
    .where(eq(lotteryTickets.id, ticket.id));
}

/** Pays every refund still due (the recovery job's part): at most `limit` per call. */
export async function payDueRefunds(deps: TicketDeps, limit = 1_000): Promise<number> {
  const due = await deps.db
    .select({ id: lotteryTickets.id })
    .from(lotteryTickets)
    .where(and(inArray(lotteryTickets.status, ['cancelled', 'refunded']), isNull(lotteryTickets.refundPaidAt)))
    .limit(limit);
  return payRefunds(
    deps,
    due.map((row) => row.id),
  );
}

/** Runs `work` over items with at most `width` at once. */
export async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
