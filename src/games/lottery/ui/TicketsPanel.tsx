import { useEffect, useState } from 'react';
import type { LotteryTicket } from '../../../shared/api/lottery-tickets';
import { isBetType } from '../engine';
import { formatMinor } from '../../slot/ui/money';
import { typeNames } from './BetTypeTabs';
import { lotteryErrorText, type LotteryClient } from './client';
import type { LotteryKey, LotteryTranslate } from './translate';

const PAGE_SIZE = 20;
/** The contract's largest page: "show more" grows the one page up to it. */
const MAX_PAGE_SIZE = 100;

/** Pending tickets first (what the player can still act on), each group newest first as the server sent it. */
export function pendingFirst(tickets: readonly LotteryTicket[]): LotteryTicket[] {
  return [...tickets].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
}

export interface TicketsPanelProps {
  readonly client: LotteryClient;
  /** Reload when this changes (a placed slip, a lock, a draw). */
  readonly refreshKey: number;
  readonly now: number;
  readonly onBalance: (balance: number) => void;
  readonly t: LotteryTranslate;
}

/** The player's tickets of this game, pending first, with cancel (asked twice) until the issue locks. */
export function TicketsPanel({ client, refreshKey, now, onBalance, t }: TicketsPanelProps) {
  const [tickets, setTickets] = useState<LotteryTicket[] | null>(null);
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(1);
  const [asking, setAsking] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    client
      .tickets({ page: 1, pageSize: Math.min(MAX_PAGE_SIZE, PAGE_SIZE * pages) })
      .then((answer) => {
        if (!live) return;
        setTickets(answer.tickets);
        setTotal(answer.total);
      })
      .catch((error: unknown) => live && setMessage({ text: lotteryErrorText(error, t), error: true }));
    return () => {
      live = false;
    };
  }, [client, refreshKey, pages, t]);

  const cancel = async (ticket: LotteryTicket) => {
    setAsking(null);
    try {
      const answer = await client.cancel(ticket.id);
      setTickets((before) => before?.map((one) => (one.id === ticket.id ? answer.ticket : one)) ?? null);
      onBalance(answer.balance);
      setMessage({ text: t('tickets.cancelled', { amount: formatMinor(answer.ticket.cost) }), error: false });
    } catch (error) {
      setMessage({ text: lotteryErrorText(error, t), error: true });
    }
  };

  if (tickets === null) return <p className="lottery-muted">{message?.text ?? t('tickets.loading')}</p>;
  return (
    <div className="lottery-tickets">
      {message ? (
        <p className={message.error ? 'lottery-message is-error' : 'lottery-message is-ok'} role="status">
          {message.text}
        </p>
      ) : null}
      {tickets.length === 0 ? <p className="lottery-muted">{t('tickets.empty')}</p> : null}
      <ul className="lottery-tickets__list">
        {pendingFirst(tickets).map((ticket) => {
          const name = isBetType(ticket.type) ? typeNames(ticket.type, t).name : ticket.type;
          const cancellable = ticket.status === 'pending' && now < ticket.locksAt;
          return (
            <li key={ticket.id} className="lottery-ticket" data-testid="ticket" data-status={ticket.status}>
              <div className="lottery-ticket__head">
                <strong>{name}</strong>
                <span className={`lottery-status is-${ticket.status}`}>
                  {t(`tickets.status.${ticket.status}` as LotteryKey)}
                </span>
              </div>
              <p className="lottery-slip__numbers">{ticket.numbers.join(' ')}</p>
              <p className="lottery-muted">
                {t('tickets.issue')} {ticket.numero}
                {ticket.chaseId !== null ? ` · ${t('tickets.chase')} #${ticket.chaseId}` : ''} · ×{ticket.units} ·{' '}
                {t('tickets.cost')} {formatMinor(ticket.cost)}
                {ticket.status === 'won' ? ` · ${t('tickets.payout')} ${formatMinor(ticket.payout)}` : ''}
              </p>
              {cancellable && asking !== ticket.id ? (
                <button type="button" className="house-link" onClick={() => setAsking(ticket.id)}>
                  {t('tickets.cancel')}
                </button>
              ) : null}
              {cancellable && asking === ticket.id ? (
                <div className="lottery-ticket__ask" role="group">
                  <span>{t('tickets.cancelAsk', { amount: formatMinor(ticket.cost) })}</span>
                  <button type="button" className="house-button" onClick={() => void cancel(ticket)}>
                    {t('tickets.cancelYes')}
                  </button>
                  <button type="button" className="house-link" onClick={() => setAsking(null)}>
                    {t('tickets.cancelNo')}
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {tickets.length < total && tickets.length < MAX_PAGE_SIZE ? (
        <button type="button" className="house-button" onClick={() => setPages((n) => n + 1)}>
          {t('tickets.more')}
        </button>
      ) : null}
    </div>
  );
}
