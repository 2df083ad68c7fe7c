import { useEffect, useMemo, useState } from 'react';
import type { AgentCalls } from '../../api/agentCalls';
import { useStores } from '../../stores/StoresContext';

/** The three report calls of the agent centre (src/renderer/api/agentCalls.ts). */
export type ReportCalls = Pick<AgentCalls, 'getTeamOverview' | 'getTeamBets' | 'getUserLoss'>;

/** The report calls, reached through the root store as every agent page does. */
export function useReportCalls(): ReportCalls {
  const root = useStores();
  return useMemo(() => root.createAgentStore((deps) => deps.api), [root]);
}

export interface Report<T> {
  /** The last answer (kept while the next query loads, so the page does not flash empty). */
  data: T | undefined;
  /** True until the answer (or failure) of the current query arrives. */
  loading: boolean;
  /** The current query's failure, if it failed. */
  error: unknown;
  /** Asks again for the same query (after a failure). */
  retry: () => void;
}

/**
 * One report answer for the current query: loads whenever `key` (the query, as text) changes and
 * drops an answer that a newer query overtook, so a slow first page never replaces the second.
 * Each outcome remembers the request it answers: loading is "no outcome for this one yet".
 */
export function useReport<T>(key: string, load: () => Promise<T>): Report<T> {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  const [outcome, setOutcome] = useState<{ request: string; data: T | undefined; error: unknown }>({
    request: '',
    data: undefined,
    error: undefined,
  });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setOutcome({ request, data, error: undefined }),
      (error: unknown) => live && setOutcome((o) => ({ request, data: o.data, error })),
    );
    return () => {
      live = false;
    };
    // `request` names the query and the attempt; `load` is rebuilt each render from the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const current = outcome.request === request;
  return {
    data: outcome.data,
    loading: !current,
    error: current ? outcome.error : undefined,
    retry: () => setAttempt((n) => n + 1),
  };
}
