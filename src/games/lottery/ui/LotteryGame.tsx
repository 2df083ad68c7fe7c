import { useEffect, useState } from 'react';
import type { LotteryDraw } from '../../../shared/api/lottery';
import type { LotterySession } from '../../../shared/api/lottery-tickets';
import { GameTabs, type GameTab } from '../../slot/ui/GameTabs';
import type { DrawFormatCode, LotteryOdds } from '../engine';
import { BetBuilder } from './BetBuilder';
import { betTypesOf } from './betTypes';
import { BetTypeTabs } from './BetTypeTabs';
import type { LotteryClient } from './client';
import { IssueBar } from './IssueBar';
import { ResultsPanel } from './ResultsPanel';
import { RulesPanel } from './RulesPanel';
import {
  addBet,
  chaseCost,
  clearBets,
  EMPTY_SLIP,
  MAX_SLIP_BETS,
  removeBet,
  setChase,
  slipTotals,
  type Slip,
} from './slip';
import { SlipBar } from './SlipBar';
import { SlipPanel } from './SlipPanel';
import { TicketsPanel } from './TicketsPanel';
import type { LotteryTranslate } from './translate';
import { TREND_DRAWS, TrendPanel } from './TrendPanel';
import { useLotterySession } from './useLotterySession';
import { usePlaceSlip } from './usePlaceSlip';
import './lottery.css';

export interface LotteryGameProps {
  readonly client: LotteryClient;
  /** The opened session (the page loads it before rendering, as the slot's does). */
  readonly session: LotterySession;
  /** Its format, checked by the page (XSMB or SEA4D). */
  readonly format: DrawFormatCode;
  /** The session's odds, checked by the page with the engine's oddsProblem. */
  readonly odds: LotteryOdds;
  readonly t: LotteryTranslate;
  /** Idempotency keys of slips (default crypto.randomUUID). */
  readonly newRequestId?: () => string;
  /** Quick picks' randomness (tests pass a fixed one). */
  readonly random?: () => number;
  readonly now?: () => number;
  /** Called when the shown balance moved (the host page tells its site). */
  readonly onBalanceShown?: () => void;
}

type TabId = 'tickets' | 'results' | 'trend' | 'rules';

/** The slip section's id: one game per page, and a plain id is a fragment every browser jumps to. */
const SLIP_ID = 'lottery-slip';

/**
 * The lottery betting page: the issue and its countdown, bet types, the picker, the slip with
 * chase and confirm, and under them my tickets, results with full boards, the trend and the rules.
 */
export function LotteryGame(props: LotteryGameProps) {
  const { client, format, odds, t, onBalanceShown } = props;
  const live = useLotterySession(client, props.session, props.now);
  const types = betTypesOf(format);
  const [type, setType] = useState(types[0]!);
  const [slip, setSlip] = useState<Slip>(EMPTY_SLIP);
  const [tab, setTab] = useState<TabId>('tickets');
  const [draws, setDraws] = useState<LotteryDraw[] | null>(null);

  const showBalance = (balance: number) => {
    live.setBalance(balance);
    onBalanceShown?.();
  };
  const open = live.phase.phase === 'open';
  const place = usePlaceSlip({
    client,
    slip,
    setSlip,
    numero: open ? (live.session.issue?.numero ?? null) : null,
    onPlaced: (balance) => {
      showBalance(balance);
      live.refresh();
    },
    onLost: live.refresh,
    newRequestId: props.newRequestId ?? (() => crypto.randomUUID()),
    t,
  });

  useEffect(() => {
    let current = true;
    client
      .draws(TREND_DRAWS)
      .then((history) => current && setDraws(history.draws))
      // Results are a side panel: without them the page still takes bets; the next refresh retries.
      .catch(() => current && setDraws((before) => before ?? []));
    return () => {
      current = false;
    };
  }, [client, live.refreshKey]);

  const now = props.now ?? Date.now;
  const tabs: GameTab<TabId>[] = [
    {
      id: 'tickets',
      label: t('tabs.tickets'),
      content: () => (
        <TicketsPanel client={client} refreshKey={live.refreshKey} now={now()} onBalance={showBalance} t={t} />
      ),
    },
    { id: 'results', label: t('tabs.results'), content: () => <ResultsPanel format={format} draws={draws} t={t} /> },
    { id: 'trend', label: t('tabs.trend'), content: () => <TrendPanel draws={draws} t={t} /> },
    { id: 'rules', label: t('tabs.rules'), content: () => <RulesPanel format={format} odds={odds} t={t} /> },
  ];

  return (
    <main className="lottery-game">
      <IssueBar session={live.session} phase={live.phase} balance={live.balance} lastDrawsAt={live.lastDrawsAt} t={t} />
      <div className="lottery-game__betting">
        <div className="lottery-game__pick">
          <BetTypeTabs types={types} selected={type} onSelect={setType} t={t} />
          <BetBuilder
            key={type}
            type={type}
            odds={odds}
            slipFull={slip.bets.length >= MAX_SLIP_BETS}
            random={props.random}
            onAdd={(bet) => {
              setSlip((before) => addBet(before, bet));
              place.clearOutcome();
            }}
            t={t}
          />
        </div>
        <SlipPanel
          id={SLIP_ID}
          slip={slip}
          odds={odds}
          balance={live.balance}
          maxChase={live.session.maxChase}
          open={open}
          placing={place.placing}
          message={place.outcome}
          onRemove={(id) => setSlip((before) => removeBet(before, id))}
          onClear={() => setSlip(clearBets)}
          onChase={(chase) => setSlip((before) => setChase(before, chase, live.session.maxChase))}
          onConfirm={() => void place.confirm()}
          t={t}
        />
      </div>
      <GameTabs tabs={tabs} selected={tab} onSelect={setTab} label={t('tabs.label')} />
      <SlipBar
        bets={slip.bets.length}
        total={chaseCost(slipTotals(slip.bets, odds).cost, slip.chase)}
        slipId={SLIP_ID}
        t={t}
      />
    </main>
  );
}
