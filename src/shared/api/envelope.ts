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

export { ERROR_CODES } from './error-codes';
export type { ErrorCode } from './error-codes';

/**
 * The value of a 400 request_param_err about one form field, so the client can show the error
 * under that field: the rule it broke, and the brand's limits for the length message.
 */
export interface FieldErrorValue {
  field: string;
  reason: 'required' | 'pattern' | 'length' | 'mismatch' | 'format';
  patternId?: number;
  minLength?: number;
  maxLength?: number;
}
