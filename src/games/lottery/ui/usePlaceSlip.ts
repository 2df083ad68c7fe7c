import { useState } from 'react';
import { lotteryErrorCode, lotteryErrorText, type LotteryClient } from './client';
import { clearBets, placeRequest, type Slip } from './slip';
import type { LotteryTranslate } from './translate';

export interface PlaceOutcome {
  readonly text: string;
  readonly error: boolean;
}

export interface PlaceSlipOptions {
  readonly client: LotteryClient;
  readonly slip: Slip;
  readonly setSlip: (update: (slip: Slip) => Slip) => void;
  readonly numero: string | null;
  readonly onPlaced: (balance: number) => void;
  /** No answer came: the slip may have been placed, so the host reloads the tickets to show it. */
  readonly onLost: () => void;
  readonly newRequestId: () => string;
  readonly t: LotteryTranslate;
}

/**
 * Confirms the slip: POST with a requestId kept on the slip. A lost answer keeps it (confirming
 * the same slip again cannot buy twice); a placed slip empties, a refusal is explained and
 * forgets the attempt (nothing was taken).
 */
export function usePlaceSlip({ client, slip, setSlip, numero, onPlaced, onLost, newRequestId, t }: PlaceSlipOptions) {
  const [placing, setPlacing] = useState(false);
  const [outcome, setOutcome] = useState<PlaceOutcome | null>(null);

  const confirm = async () => {
    if (numero === null || slip.bets.length === 0 || placing) return;
    const { body, attempt } = placeRequest(slip, numero, newRequestId);
    setSlip((before) => ({ ...before, attempt }));
    setPlacing(true);
    setOutcome(null);
    try {
      const answer = await client.place(body);
      setSlip(clearBets);
      onPlaced(answer.balance);
      setOutcome({ text: t('slip.placed', { count: answer.tickets.length }), error: false });
    } catch (error) {
      const code = lotteryErrorCode(error);
      if (code === 'network') onLost();
      else setSlip((before) => ({ ...before, attempt: null }));
      setOutcome({ text: code === 'network' ? t('slip.retry') : lotteryErrorText(error, t), error: true });
    } finally {
      setPlacing(false);
    }
  };

  return { placing, outcome, confirm, clearOutcome: () => setOutcome(null) };
}
