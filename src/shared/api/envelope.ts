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
  // Accounts and sessions. Each has an `error_<code>` translation in every locale.
  invalidCredentials: 'login.invalid',
  accountLocked: 'account.locked',
  accountDisabled: 'account.disabled',
  notAgent: 'login.not.agent',
  notMember: 'login.not.member',
  trialForbidden: 'trial.forbidden',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  humanCheckFailed: 'human.check.failed',
  smsCodeInvalid: 'sms.code.invalid',
  smsCodeExpired: 'sms.code.expired',
  smsSendFailed: 'sms.send.failed',
  usernameTaken: 'username.exists',
  mobileTaken: 'mobile.exists',
  emailTaken: 'email.exists',
  passwordWeak: 'password.weak',
  passwordMismatch: 'password.mismatch',
  oldPasswordInvalid: 'password.old.invalid',
  accountNotFound: 'member.not.found',
  affiliateInvalid: 'affiliate.invalid',
  ageNotConfirmed: 'age.not.confirmed',
  decryptFailed: 'request.decrypt.failed',
  // Money (issue 5).
  amountInvalid: 'amount.invalid',
  insufficientFunds: 'balance.insufficient',
  requestIdReused: 'request.id.reused',
  walletNotFound: 'wallet.not.found',
  transferNotAllowed: 'transfer.not.allowed',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

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
