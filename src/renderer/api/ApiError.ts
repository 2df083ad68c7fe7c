/**
 * The one error type of the API layer. Every failure (a `success: false` envelope, an HTTP
 * error, a timeout, a dropped connection) becomes an ApiError whose `i18nKey` the UI can
 * translate directly.
 */

import type { FieldErrorValue } from '../../shared/api/envelope';

/** Which class of failure happened; decides the fallback message. */
export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network';

/** Fallback translation keys per failure class. */
export const FALLBACK_ERROR_KEYS = {
  network: 'errors.network',
  timeout: 'errors.timeout_retry_please',
  unknown: 'errors.unknown',
} as const;

/** Error codes may contain dots or capitals ('function.not.available'); keys may not. */
export function errorCodeToKey(code: string): string {
  return code
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** Machine code from the server, or a client code such as 'network' / 'timeout'. */
  code: string;
  /** HTTP status, or 0 when no response arrived. */
  httpStatus: number;
  message: string;
  /** Whether the locale has a translation key (so `errors.<code>` can be used). */
  hasKey: (key: string) => boolean;
  /** The envelope's `value` of a failure (a field error, the login's captcha flag). */
  value?: unknown;
  /** Seconds until a rate-limited call may be retried. */
  retryAfter?: number;
}

const FIELD_REASONS: readonly FieldErrorValue['reason'][] = ['required', 'pattern', 'length', 'mismatch', 'format'];

/** The value of a 400 request_param_err when it names one form field (envelope.ts FieldErrorValue). */
function readFieldError(value: unknown): FieldErrorValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<FieldErrorValue>;
  if (typeof candidate.field !== 'string' || !FIELD_REASONS.includes(candidate.reason as FieldErrorValue['reason']))
    return null;
  return candidate as FieldErrorValue;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly httpStatus: number;
  /** Always translatable: `errors.<code>` when the locale knows the code, else the class fallback. */
  readonly i18nKey: string;
  /** The failure's envelope value, as the server sent it. */
  readonly value: unknown;
  readonly retryAfter: number | undefined;
  /** Set when the server named the form field that is wrong, so the form can show it there. */
  readonly fieldError: FieldErrorValue | null;

  constructor(init: ApiErrorInit) {
    super(init.message || init.code);
    this.kind = init.kind;
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.i18nKey = ApiError.keyFor(init);
    this.value = init.value;
    this.retryAfter = init.retryAfter;
    this.fieldError = readFieldError(init.value);
  }

  /** A failed login asks for the captcha with `value.captcha` true (api-contract.md 1.6). */
  get wantsCaptcha(): boolean {
    return typeof this.value === 'object' && this.value !== null && Reflect.get(this.value, 'captcha') === true;
  }

  private static keyFor({ kind, code, httpStatus, hasKey }: ApiErrorInit): string {
    const codeKey = `errors.${errorCodeToKey(code)}`;
    if (code && hasKey(codeKey)) return codeKey;
    if (kind === 'timeout' || httpStatus === 504) return FALLBACK_ERROR_KEYS.timeout;
    if (kind === 'network') return FALLBACK_ERROR_KEYS.network;
    return FALLBACK_ERROR_KEYS.unknown;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
