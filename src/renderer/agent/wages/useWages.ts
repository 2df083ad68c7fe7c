import { useEffect, useState } from 'react';
import type { ContractKind, WagesPage } from '../../../shared/api/agent';
import { isApiError } from '../../api';
import { useStores } from '../../stores/StoresContext';

export interface WagesFilter {
  kind?: ContractKind;
  direction: 'received' | 'paid';
  from: string;
  to: string;
  page: number;
}

export const PAGE_SIZE = 15;

/** How many business days the wage records cover when opened: the last 30, today included. */
export const DEFAULT_WAGE_DAYS = 30;

/**
 * The signed-in agent's payouts for a filter (GET /wps/agent/wages).
 * The error is the translation key of common's errors.*; loading until the filter's answer came.
 */
export function useWages(filter: WagesFilter): { data?: WagesPage; error?: string; loading: boolean } {
  const root = useStores();
  const { kind, direction, from, to, page } = filter;
  const key = JSON.stringify([kind, direction, from, to, page]);
  const [state, setState] = useState<{ key?: string; data?: WagesPage; error?: string }>({});
  useEffect(() => {
    let live = true;
    root
      .createAgentStore((deps) =>
        deps.api.getWages({ ...(kind ? { kind } : {}), direction, from, to, page, size: PAGE_SIZE }),
      )
      .then(
        (data) => live && setState({ key, data }),
        (error: unknown) => live && setState({ key, error: isApiError(error) ? error.i18nKey : 'errors.unknown' }),
      );
    return () => {
      live = false;
    };
  }, [root, key, kind, direction, from, to, page]);
  // The previous answer stays on screen while the next one loads.
  return { data: state.data, error: state.key === key ? state.error : undefined, loading: state.key !== key };
}
