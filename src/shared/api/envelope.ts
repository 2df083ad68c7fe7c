import Type, { type Static, type TSchema } from 'typebox';

/**
 * Every /wps answer is wrapped in this envelope (api-contract.md 1.6). A failure carries a
 * stable machine `code` the client maps to a translation key; `message` is for people.
 */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message?: string;
  code?: string;
  /** Seconds until a rate-limited call may be retried. */
  retryAfter?: number;
}

/** The envelope schema around a value schema, for route response definitions. */
export function EnvelopeSchema<T extends TSchema>(value: T) {
  return Type.Object({
    success: Type.Boolean(),
    value,
    message: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
  });
}

export const ErrorEnvelopeSchema = Type.Object({
  success: Type.Literal(false),
  value: Type.Unknown(),
  message: Type.String(),
  code: Type.String(),
  retryAfter: Type.Optional(Type.Integer()),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/**
 * Stable error codes. Names follow the platform where it has one (api-contract.md 1.7);
 * the client translates `error_<code>` and falls back to the server's message.
 */
export const ERROR_CODES = {
  notFound: 'not_found',
  badRequest: 'request_param_err',
  bodyRequired: 'request_body_required',
  bodyTooLarge: 'request_body_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  methodNotSupported: 'http_method_not_support',
  functionNotAvailable: 'function.not.available',
  unknownMerchant: 'merchant.not.found',
  notLoggedIn: 'login.not.session',
  forbidden: 'forbidden',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  maintenance: 'maintenance',
  regionRestricted: 'region.restricted',
  internal: 'system.busy',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
