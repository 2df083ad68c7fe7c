import type { LotteryHistory } from '../../../shared/api/lottery';
import type {
  LotteryCancelAnswer,
  LotteryPlaceAnswer,
  LotteryPlaceBody,
  LotterySession,
  LotteryTickets,
  LotteryTicketsQuery,
} from '../../../shared/api/lottery-tickets';
import { HOUSE_API_PREFIX } from '../../../shared/api/house-rules';
import type { BetProblem } from '../engine';
import type { LotteryTranslate } from './translate';

/** Why a call failed, as the page explains it (each has a key errors.<code> in lottery.json). */
export type LotteryErrorCode =
  | 'betType'
  | 'betNumbers'
  | 'betDuplicate'
  | 'betCount'
  | 'betLines'
  | 'betUnits'
  | 'betAmount'
  | 'betLocked'
  | 'betChase'
  | 'betLimit'
  | 'numberCapped'
  | 'issueClosed'
  | 'ticketLocked'
  | 'ticketUnknown'
  | 'insufficientFunds'
  | 'sessionExpired'
  | 'notAllowed'
  | 'refused'
  | 'network';

/** The engine's refusals of a bet (betProblem), as the page explains them. */
export const BET_PROBLEM_ERRORS: Readonly<Record<BetProblem, LotteryErrorCode>> = {
  'lottery.bet.type': 'betType',
  'lottery.bet.numbers': 'betNumbers',
  'lottery.bet.duplicate': 'betDuplicate',
  'lottery.bet.count': 'betCount',
  'lottery.bet.lines': 'betLines',
  'lottery.bet.units': 'betUnits',
  'lottery.bet.amount': 'betAmount',
};

/**
 * The API's error codes the page explains (src/shared/api/error-codes.ts: the engine's
 * `lottery.bet.*`, the server's `lottery.ticket.*` and `lottery.issue.*`, and the wallet's). A code
 * not listed here is shown as a plain refusal, never as the raw code.
 */
const SERVER_ERRORS: Readonly<Record<string, LotteryErrorCode>> = {
  ...BET_PROBLEM_ERRORS,
  'lottery.issue.closed': 'betLocked',
  'lottery.ticket.chase': 'betChase',
  'lottery.ticket.cap': 'betLimit',
  'lottery.ticket.max.payout': 'betLimit',
  'lottery.issue.max.payout': 'betLimit',
  'ledger.limit.exceeded': 'betAmount',
  'lottery.issue.state': 'issueClosed',
  'lottery.issue.unknown': 'issueClosed',
  'lottery.ticket.locked': 'ticketLocked',
  'lottery.ticket.unknown': 'ticketUnknown',
  'balance.insufficient': 'insufficientFunds',
  'house.session.invalid': 'sessionExpired',
  forbidden: 'notAllowed',
};

/** The one error a {@link LotteryClient} rejects with. `network` means no answer came: the call may have happened. */
export class LotteryClientError extends Error {
  constructor(
    readonly code: LotteryErrorCode,
    /** The server's code, kept for logs and tests. */
    readonly serverCode = '',
    /** What the message names: the number at its limit (the cap refusal's value.number). */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(`lottery client: ${code}${serverCode ? ` (${serverCode})` : ''}`);
    this.name = 'LotteryClientError';
  }
}

/** A refusal as the page explains it; the cap refusal names its number when the server says which. */
function refusalOf(code: string, value: unknown): LotteryClientError {
  const number = (value as { number?: unknown } | null | undefined)?.number;
  if (code === 'lottery.ticket.cap' && typeof number === 'string' && /^\d{1,8}(-\d{1,8})*$/.test(number))
    return new LotteryClientError('numberCapped', code, { number });
  return new LotteryClientError(SERVER_ERRORS[code] ?? 'refused', code);
}

/** The text of a failed call in the page's language. */
export function lotteryErrorText(error: unknown, t: LotteryTranslate): string {
  const params = error instanceof LotteryClientError ? error.params : {};
  return t(`errors.${lotteryErrorCode(error)}`, params);
}

/** The error code of a failed call. */
export function lotteryErrorCode(error: unknown): LotteryErrorCode {
  return error instanceof LotteryClientError ? error.code : 'network';
}

/** What the betting page needs from the server (the contract in src/shared/api/lottery-tickets.ts). */
export interface LotteryClient {
  session(): Promise<LotterySession>;
  place(body: LotteryPlaceBody): Promise<LotteryPlaceAnswer>;
  tickets(query?: LotteryTicketsQuery): Promise<LotteryTickets>;
  cancel(ticketId: number): Promise<LotteryCancelAnswer>;
  draws(count: number): Promise<LotteryHistory>;
}

export interface RemoteLotteryClientOptions {
  /** The game session token from the launch URL. */
  readonly token: string;
  /** Where the house API is (default: this site's /house/api/). */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

/**
 * {@link LotteryClient} over /house/api/lottery. The page runs sandboxed with an opaque origin,
 * so calls carry the game token as a bearer and never cookies. A lost answer (no envelope)
 * rejects with `network`: the slip keeps its requestId so confirming again answers the same
 * tickets instead of buying twice (slip.ts).
 */
export function createRemoteLotteryClient(options: RemoteLotteryClientOptions): LotteryClient {
  const base = `${options.baseUrl ?? HOUSE_API_PREFIX}lottery/`;
  const send = options.fetch ?? ((input, init) => fetch(input, init));

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers,
        credentials: 'omit',
        cache: 'no-store',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new LotteryClientError('network');
    }
    const envelope = (await response.json().catch(() => null)) as {
      success?: boolean;
      value?: T;
      code?: string;
    } | null;
    if (!envelope) throw new LotteryClientError('network');
    if (!response.ok || !envelope.success) throw refusalOf(envelope.code ?? '', envelope.value);
    return envelope.value as T;
  };

  return {
    session: () => call<LotterySession>('GET', 'session'),
    place: (body) => call<LotteryPlaceAnswer>('POST', 'tickets', body),
    tickets(query = {}) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
      const search = params.toString();
      return call<LotteryTickets>('GET', search ? `tickets?${search}` : 'tickets');
    },
    cancel: (ticketId) => call<LotteryCancelAnswer>('POST', `tickets/${ticketId}/cancel`),
    draws: (count) => call<LotteryHistory>('GET', `draws?count=${count}`),
  };
}
