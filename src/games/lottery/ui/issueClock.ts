import type { LotteryOpenIssue } from '../../../shared/api/lottery-tickets';

/** Where the open issue stands at a moment: taking bets, locked until its draw, or none open. */
export type IssuePhase =
  | { readonly phase: 'open'; readonly remainingMs: number }
  | { readonly phase: 'locked'; readonly drawsAt: number }
  | { readonly phase: 'none' };

export function issuePhase(issue: LotteryOpenIssue | null, now: number): IssuePhase {
  if (!issue) return { phase: 'none' };
  if (now < issue.locksAt) return { phase: 'open', remainingMs: issue.locksAt - now };
  return { phase: 'locked', drawsAt: issue.drawsAt };
}

/** A countdown as "m:ss", or "h:mm:ss" from an hour (a real daily draw is hours away), rounded up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
