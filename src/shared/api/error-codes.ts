/**
 * Stable error codes of the envelope. Names follow the platform where it has one
 * (api-contract.md 1.7); the client translates `error_<code>` and falls back to the server's
 * message. Kept free of the schema library so the browser entry can use them without bundling
 * typebox; envelope.ts re-exports them.
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
  uploadTooLarge: 'upload.too.large',
  uploadType: 'upload.type',
  sameApprover: 'cashier.same.approver',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
