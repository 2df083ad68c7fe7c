import { isApiError } from '../api';

/** Where fresh ids come from (crypto.randomUUID in the app; a counter in tests). */
export type IdSource = () => string;

export const randomRequestId: IdSource = () => crypto.randomUUID();

/**
 * The idempotency key of one money submission (docs/api.md "Money"). A user action gets a fresh
 * requestId; when the same submission (same body) is sent again after the answer was lost (a
 * network error or a timeout, so the money may or may not have moved), it goes with the SAME id,
 * so the server answers the first result instead of moving the money twice. While a submission
 * is on its way, a second one (a double click) gets the same promise and sends nothing.
 */
export class MoneyRequest {
  private last: { fingerprint: string; id: string } | null = null;
  private inFlight: Promise<unknown> | null = null;

  constructor(private readonly newId: IdSource = randomRequestId) {}

  get pending(): boolean {
    return this.inFlight !== null;
  }

  /** Sends `call` with the right requestId for `body` (any JSON value naming the submission). */
  submit<T>(body: unknown, call: (requestId: string) => Promise<T>): Promise<T> {
    if (this.inFlight) return this.inFlight as Promise<T>;
    const fingerprint = JSON.stringify(body);
    const id = this.last?.fingerprint === fingerprint ? this.last.id : this.newId();
    this.last = { fingerprint, id };
    const attempt = call(id).then(
      (value) => {
        // Answered: the next submission is a new action, even with the same body.
        this.last = null;
        return value;
      },
      (error: unknown) => {
        if (!outcomeUnknown(error)) this.last = null;
        throw error;
      },
    );
    this.inFlight = attempt.finally(() => {
      this.inFlight = null;
    });
    return this.inFlight as Promise<T>;
  }
}

/** No answer arrived (or the gateway gave up): the request may have been carried out. */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'network' || error.kind === 'timeout' || error.httpStatus === 502 || error.httpStatus === 504;
}
