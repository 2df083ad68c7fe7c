import { useCallback, useEffect, useRef, useState } from 'react';
import type { LotterySession } from '../../../shared/api/lottery-tickets';
import type { LotteryClient } from './client';
import { issuePhase, type IssuePhase } from './issueClock';

/** How often a page with no open issue asks again (the next issue opens on the schedule). */
export const CLOSED_POLL_MS = 5_000;

export interface LotterySessionState {
  readonly session: LotterySession;
  readonly phase: IssuePhase;
  /** The last balance the server answered (session, placed slip or cancel). */
  readonly balance: number;
  readonly setBalance: (balance: number) => void;
  /** Bumped whenever tickets or draws may have changed (a lock, a draw, a placed slip). */
  readonly refreshKey: number;
  readonly refresh: () => void;
  /** The last issue seen locking, for "next issue at" while none is open. */
  readonly lastDrawsAt: number | null;
}

/**
 * The session with a live clock: ticks every second, reloads the session when the open issue
 * locks (a new one may already be open), and keeps asking every few seconds while none is open.
 * `now` is injectable for tests.
 */
export function useLotterySession(
  client: LotteryClient,
  initial: LotterySession,
  now: () => number = Date.now,
): LotterySessionState {
  const [session, setSession] = useState(initial);
  const [balance, setBalance] = useState(initial.balance);
  const [time, setTime] = useState(now);
  const [refreshKey, setRefreshKey] = useState(0);
  const [lastDrawsAt, setLastDrawsAt] = useState<number | null>(initial.issue?.drawsAt ?? null);
  const loading = useRef(false);

  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);
  const reload = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    client
      .session()
      .then((next) => {
        setSession(next);
        setBalance(next.balance);
        if (next.issue) setLastDrawsAt(next.issue.drawsAt);
        refresh();
      })
      // A failed reload keeps the page as it was; the next tick or poll tries again.
      .catch(() => undefined)
      .finally(() => {
        loading.current = false;
      });
  }, [client, refresh]);

  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1_000);
    return () => clearInterval(timer);
  }, [now]);

  const phase = issuePhase(session.issue, time);
  const closed = phase.phase !== 'open';
  useEffect(() => {
    if (!closed) return;
    reload();
    const timer = setInterval(reload, CLOSED_POLL_MS);
    return () => clearInterval(timer);
  }, [closed, reload, session.issue?.numero]);

  return { session, phase, balance, setBalance, refreshKey, refresh, lastDrawsAt };
}
