import { useMemo, useState } from 'react';
import { FairnessVerifier } from '../../fairness/ui/FairnessVerifier';
import { LUCKY_CROWN } from '../engine';
import { AutoplayControl } from './AutoplayControl';
import { BalanceBar } from './BalanceBar';
import type { SlotClient } from './client';
import { FairnessPanel } from './FairnessPanel';
import { FreeSpinsBanner } from './FreeSpinsBanner';
import { GameTabs, type GameTab } from './GameTabs';
import { HistoryPanel } from './HistoryPanel';
import { ReelGrid } from './ReelGrid';
import { RoundSummary } from './RoundSummary';
import { RulesPanel, type JackpotRule } from './RulesPanel';
import { SpinButton } from './SpinButton';
import { StakeSelector } from './StakeSelector';
import { stakeOptions, type MinBetOption } from './stakes';
import type { Translate } from './translate';
import { useReducedMotion } from './useReducedMotion';
import { useSlotSession } from './useSlotSession';
import type { OpenVerifier, VerifierValues } from './verifierPrefill';
import { WinPresentation } from './WinPresentation';
import './slot.css';

/** Default least time between two spins; the server enforces the jurisdiction's own value. */
export const DEFAULT_MIN_SPIN_INTERVAL_MS = 2_500;

export interface SlotGameProps {
  /** The host's connection to the game server (or the local client in tests and the preview). */
  readonly client: SlotClient;
  /** Translations of the `slot` namespace. */
  readonly t: Translate;
  /** Least time from one spin to the next, per jurisdiction (default 2.5 s). */
  readonly minSpinIntervalMs?: number;
  /** Whether the brand's jurisdiction allows autoplay; when false (default) no autoplay control exists. */
  readonly autoplayAllowed?: boolean;
  /** Stakes the brand offers, minor units (default: 0.20 to 20.00); ones the game cannot settle are dropped. */
  readonly stakes?: readonly number[];
  /** The brand's minimum bet (one of MIN_BET_OPTIONS): smaller stakes are not offered. */
  readonly minBet?: MinBetOption;
  /** Shown before the balance, e.g. "P". */
  readonly currency?: string;
  /**
   * Opens the fairness verifier page (e.g. a route of the host). Without it the verifier is a
   * tab of the game itself.
   */
  readonly onOpenVerifier?: OpenVerifier;
  /** The game's name as the lobby lists it (default: Lucky Crown in the player's language). */
  readonly title?: string;
  /** The progressive jackpot's published rule, shown in the rules (real-money play only). */
  readonly jackpot?: JackpotRule;
  /** The standalone verifier page, linked from the fairness panel. */
  readonly verifierPage?: string;
  /** Reel motion time; default 1.2 s, 0 under prefers-reduced-motion. */
  readonly reelMs?: number;
  /** Pause on each free-spin result; default 0.8 s (0.4 s under reduced motion). */
  readonly freeSpinPauseMs?: number;
  /** Called when a round leaves the game showing a new balance (the host page tells its site). */
  readonly onBalanceShown?: () => void;
}

type TabId = 'history' | 'rules' | 'fairness' | 'verifier';

/**
 * Lucky Crown, the house slot: balance, stake, spin, reels, free spins, the win presentation
 * (only when the win exceeds the stake), and history, rules and fairness under the reels.
 */
export function SlotGame({
  client,
  t,
  minSpinIntervalMs = DEFAULT_MIN_SPIN_INTERVAL_MS,
  autoplayAllowed = false,
  stakes,
  minBet = 'all',
  currency,
  onOpenVerifier,
  title,
  jackpot,
  verifierPage,
  reelMs,
  freeSpinPauseMs,
  onBalanceShown,
}: SlotGameProps) {
  const reducedMotion = useReducedMotion();
  const options = useMemo(() => stakeOptions(stakes, minBet), [stakes, minBet]);
  const reelTime = reelMs ?? (reducedMotion ? 0 : 1_200);
  const session = useSlotSession({
    client,
    initialStake: options[0] ?? 0,
    minSpinIntervalMs,
    reelMs: reelTime,
    freeSpinPauseMs: freeSpinPauseMs ?? (reducedMotion ? 400 : 800),
    onBalanceShown,
  });
  const [tab, setTab] = useState<TabId>('history');
  const [prefill, setPrefill] = useState<{ values: Partial<VerifierValues>; key: number }>({ values: {}, key: 0 });

  const openVerifier: OpenVerifier =
    onOpenVerifier ??
    ((values) => {
      setPrefill((before) => ({ values, key: before.key + 1 }));
      setTab('verifier');
    });

  const tabs: GameTab<TabId>[] = [
    {
      id: 'history',
      label: t('tabs.history'),
      content: () => <HistoryPanel client={client} refreshKey={session.roundsSeen} onVerify={openVerifier} t={t} />,
    },
    {
      id: 'rules',
      label: t('tabs.rules'),
      content: () => <RulesPanel stake={session.stake} jackpot={jackpot} t={t} />,
    },
    {
      id: 'fairness',
      label: t('tabs.fairness'),
      content: () => (
        <FairnessPanel
          client={client}
          refreshKey={session.roundsSeen}
          busy={session.busy}
          onVerify={openVerifier}
          verifierPage={verifierPage}
          t={t}
        />
      ),
    },
  ];
  if (!onOpenVerifier)
    tabs.push({
      id: 'verifier',
      label: t('tabs.verifier'),
      content: () => <FairnessVerifier key={prefill.key} initial={prefill.values} t={t} />,
    });

  const { shown, result, freeSpins } = session;
  const roundDone = result !== null && !result.resumed && !session.busy;
  return (
    <div className="slot-game">
      <header className="slot-game__header">
        <h2 className="slot-game__title">{title ?? t('title')}</h2>
        <BalanceBar balance={session.balance} currency={currency} t={t} />
      </header>
      <div className={freeSpins ? 'slot-stage is-free' : 'slot-stage'}>
        {freeSpins && <FreeSpinsBanner progress={freeSpins} multiplier={LUCKY_CROWN.freeSpins.multiplier} t={t} />}
        <ReelGrid
          outcome={shown.outcome}
          moving={shown.moving}
          spinKey={shown.key}
          previous={shown.previous}
          reelMs={reelTime}
          t={t}
        />
        {roundDone && <WinPresentation win={result.spin.round.win} stake={result.spin.round.stake} t={t} />}
      </div>
      <RoundSummary shown={shown.outcome} moving={shown.moving} result={result} t={t} />
      <div className="slot-controls">
        <StakeSelector
          stakes={options}
          stake={session.stake}
          onChange={session.setStake}
          disabled={session.busy}
          t={t}
        />
        <SpinButton
          stake={session.stake}
          busy={session.busy}
          disabled={!session.canSpin}
          onSpin={() => void session.spin()}
          t={t}
        />
        {autoplayAllowed && (
          <AutoplayControl
            canSpin={session.canSpin}
            canContinue={session.canAfford && session.error === null}
            onSpin={() => void session.spin()}
            t={t}
          />
        )}
      </div>
      <p className="slot-status" aria-live="polite">
        {session.error
          ? t(`errors.${session.error}`)
          : !session.canAfford && session.balance !== null
            ? t('errors.insufficient-funds')
            : session.locked && !session.busy
              ? t('spin.wait')
              : '\u00a0'}
      </p>
      <GameTabs tabs={tabs} selected={tab} onSelect={setTab} label={t('tabs.label')} />
    </div>
  );
}
