import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpinOutcome } from '../engine';
import { errorCode, type SlotClient, type SlotClientErrorCode, type SlotSpinResult } from './client';
import { openingGrid } from './openingGrid';

/** The spin the reels show: which one, whether it is still moving, and a key that restarts the motion. */
export interface ShownSpin {
  readonly outcome: SpinOutcome;
  readonly key: number;
  readonly moving: boolean;
  /** The grid shown before this spin (the reels scroll away from it). */
  readonly previous: SpinOutcome['grid'];
}

/** Free-spin progress while a round's free spins play. */
export interface FreeSpinProgress {
  /** 1-based number of the free spin on the reels (0 while the trigger is announced). */
  readonly current: number;
  /** Free spins awarded so far, retriggers included. */
  readonly total: number;
  /** Minor units won in the free spins so far (multiplier included). */
  readonly won: number;
}

export interface SlotSessionOptions {
  readonly client: SlotClient;
  readonly initialStake: number;
  /** Least time from one spin to the next (the server enforces its own, per jurisdiction). */
  readonly minSpinIntervalMs: number;
  /** How long the reels move (0: they land at once). */
  readonly reelMs: number;
  /** Pause on each free-spin result and on the trigger announcement. */
  readonly freeSpinPauseMs: number;
  /** Called when a round (or a failed spin) leaves the game showing a balance the server answered. */
  readonly onBalanceShown?: (() => void) | undefined;
}

/** A still grid for the first view (display only, no round): one that pays nothing. */
const OPENING_GRID: SpinOutcome = openingGrid();

/**
 * The state of one player's slot session: balance, stake, the spin in flight and how its round
 * is presented (reels, then each free spin), the lock between spins, and errors. Outcomes come
 * only from the client (the server's engine); this hook only paces their display.
 */
export function useSlotSession({
  client,
  initialStake,
  minSpinIntervalMs,
  reelMs,
  freeSpinPauseMs,
  onBalanceShown,
}: SlotSessionOptions) {
  const [balance, setBalance] = useState<number | null>(null);
  const [stake, setStake] = useState(initialStake);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);
  const [shown, setShown] = useState<ShownSpin>({ outcome: OPENING_GRID, key: 0, moving: false, previous: [] });
  const [freeSpins, setFreeSpins] = useState<FreeSpinProgress | null>(null);
  const [result, setResult] = useState<{ spin: SlotSpinResult; resumed: boolean } | null>(null);
  const [error, setError] = useState<SlotClientErrorCode | null>(null);
  const [roundsSeen, setRoundsSeen] = useState(0);
  const alive = useRef(true);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          if (alive.current) resolve();
        }, ms);
        timers.current.add(timer);
      }),
    [],
  );

  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  // Opening: the balance, and the latest round (one the server may have finished while the
  // player was away), shown still and without a win presentation.
  useEffect(() => {
    Promise.all([client.getBalance(), client.lastRound()]).then(
      ([current, last]) => {
        if (!alive.current) return;
        setBalance(current);
        if (last) {
          const final = last.round.freeSpins.at(-1) ?? last.round.base;
          setShown({ outcome: final, key: 0, moving: false, previous: [] });
          setResult({ spin: last, resumed: true });
        }
      },
      (failure: unknown) => alive.current && setError(errorCode(failure)),
    );
  }, [client]);

  const show = useCallback(
    async (outcome: SpinOutcome) => {
      setShown((before) => ({ outcome, key: before.key + 1, moving: reelMs > 0, previous: before.outcome.grid }));
      if (reelMs > 0) {
        await wait(reelMs);
        setShown((current) => ({ ...current, moving: false }));
      }
    },
    [reelMs, wait],
  );

  const present = useCallback(
    async (spinResult: SlotSpinResult) => {
      const { base, freeSpins: frees } = spinResult.round;
      await show(base);
      let total = base.freeSpinsAwarded;
      let won = 0;
      if (frees.length > 0) {
        setFreeSpins({ current: 0, total, won });
        await wait(freeSpinPauseMs);
      }
      for (const [index, free] of frees.entries()) {
        setFreeSpins({ current: index + 1, total, won });
        await show(free);
        total += free.freeSpinsAwarded;
        won += free.win;
        setFreeSpins({ current: index + 1, total, won });
        await wait(freeSpinPauseMs);
      }
    },
    [freeSpinPauseMs, show, wait],
  );

  const canAfford = balance !== null && balance >= stake;
  const canSpin = !busy && !locked && canAfford;

  const spin = useCallback(async () => {
    if (!canSpin) return;
    setBusy(true);
    setLocked(true);
    setError(null);
    setResult(null);
    setFreeSpins(null);
    void wait(minSpinIntervalMs).then(() => setLocked(false));
    // The stake leaves the balance at once, as the server debits it before settling.
    setBalance((current) => (current === null ? current : current - stake));
    try {
      const spinResult = await client.spin(stake);
      await present(spinResult);
      if (!alive.current) return;
      setBalance(spinResult.balanceAfter);
      setResult({ spin: spinResult, resumed: false });
      onBalanceShown?.();
    } catch (failure) {
      if (!alive.current) return;
      setError(errorCode(failure));
      client.getBalance().then(
        (current) => {
          if (!alive.current) return;
          setBalance(current);
          onBalanceShown?.();
        },
        () => undefined,
      );
    } finally {
      if (alive.current) {
        setBusy(false);
        setRoundsSeen((n) => n + 1);
      }
    }
  }, [canSpin, client, minSpinIntervalMs, onBalanceShown, present, stake, wait]);

  return {
    balance,
    stake,
    setStake,
    spin,
    busy,
    locked,
    canSpin,
    canAfford,
    shown,
    freeSpins,
    result,
    error,
    roundsSeen,
  };
}

export type SlotSession = ReturnType<typeof useSlotSession>;
