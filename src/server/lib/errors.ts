import { ERROR_CODES, type ErrorCode } from '../../shared/api/envelope';

/**
 * An expected failure with its HTTP status and stable code; the error handler turns it into
 * the envelope. Anything that is not an ApiError is unexpected and answers 500.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly value: unknown = null,
    readonly headers: Record<string, string> = {},
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** 400 request_param_err with a readable reason. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, ERROR_CODES.badRequest, message);
}

/** 404 not_found. */
export function notFound(message: string): ApiError {
  return new ApiError(404, ERROR_CODES.notFound, message);
}
