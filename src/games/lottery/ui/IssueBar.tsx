import dayjs from 'dayjs';
import type { LotterySession } from '../../../shared/api/lottery-tickets';
import { formatMinor } from '../../slot/ui/money';
import { formatCountdown, type IssuePhase } from './issueClock';
import type { LotteryTranslate } from './translate';

export interface IssueBarProps {
  readonly session: LotterySession;
  readonly phase: IssuePhase;
  readonly balance: number;
  /** The last known draw time, for "next issue at" while none is open. */
  readonly lastDrawsAt: number | null;
  readonly t: LotteryTranslate;
}

const clock = (ms: number) => dayjs(ms).format('HH:mm');

/** The game, its open issue with the countdown to lock (or why betting is closed), and the balance. */
export function IssueBar({ session, phase, balance, lastDrawsAt, t }: IssueBarProps) {
  const { game } = session;
  return (
    <header className="lottery-header">
      <div className="lottery-header__game">
        <h1 className="lottery-header__title">{game.name}</h1>
        <p className="lottery-muted">
          {game.kind === 'house' ? t('issue.house', { minutes: Math.round(game.drawInterval / 60) }) : t('issue.real')}
        </p>
      </div>
      <div className="lottery-header__balance">
        <span className="lottery-muted">{t('balance')}</span>
        <output data-testid="balance" className="lottery-header__amount">
          {session.currencySymbol} {formatMinor(balance)}
        </output>
      </div>
      <div className="lottery-issue" data-phase={phase.phase}>
        {session.issue ? (
          <strong className="lottery-issue__numero">{t('issue.numero', { numero: session.issue.numero })}</strong>
        ) : null}
        {phase.phase === 'open' ? (
          <span className="lottery-issue__clock">
            {t('issue.locksIn')}{' '}
            <time data-testid="countdown" aria-live="off">
              {formatCountdown(phase.remainingMs)}
            </time>
          </span>
        ) : (
          <span className="lottery-issue__closed" role="status">
            {phase.phase === 'locked'
              ? t('issue.locked', { time: clock(phase.drawsAt) })
              : lastDrawsAt !== null
                ? t('issue.nextAt', { time: clock(lastDrawsAt) })
                : t('issue.none')}
          </span>
        )}
        {session.issue?.serverSeedHash ? (
          <span className="lottery-issue__commitment" title={session.issue.serverSeedHash}>
            {t('issue.commitment')}: <code>{session.issue.serverSeedHash.slice(0, 16)}…</code>
          </span>
        ) : null}
      </div>
    </header>
  );
}
