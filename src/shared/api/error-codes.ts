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
  /** A session whose password must change first (operator reset, temporary or expired password). */
  passwordChangeRequired: 'password.change.required',
  accountNotFound: 'member.not.found',
  affiliateInvalid: 'affiliate.invalid',
  ageNotConfirmed: 'age.not.confirmed',
  decryptFailed: 'request.decrypt.failed',
  // Money (issue 5).
  amountInvalid: 'amount.invalid',
  insufficientFunds: 'balance.insufficient',
  /** An amount or a resulting balance beyond the ledger's ceiling (issue 17; wallet/bounds.ts). */
  ledgerLimitExceeded: 'ledger.limit.exceeded',
  requestIdReused: 'request.id.reused',
  walletNotFound: 'wallet.not.found',
  transferNotAllowed: 'transfer.not.allowed',
  // Agent centre (issue 18).
  /** An id outside the caller's own subtree: answered as not found, so ids cannot be probed. */
  agentNotDownline: 'agent.not.downline',
  /** The caller is not an agent (types 1, 2, 41, 42). */
  agentOnly: 'agent.only',
  /** Terms better than the parent's own contract at some threshold. */
  contractAboveParent: 'contract.above.parent',
  /** The brand does not run this contract kind, or the parent has no contract of it. */
  contractUnavailable: 'contract.unavailable',
  /** The contract is not in a state that allows this action (or is not the caller's to act on). */
  contractState: 'contract.state',
  /** An operator suspended this agent's contracts. */
  contractSuspended: 'contract.suspended',
  /** An operator's tree move under the member itself or its own downline. */
  agentMoveCycle: 'agent.move.cycle',
  /** An operator's tree move under someone who is not an agent of the brand (player, trial, unknown). */
  agentMoveUpline: 'agent.move.upline',
  uploadTooLarge: 'upload.too.large',
  uploadType: 'upload.type',
  // Site content (issue 3).
  contentLanguage: 'content.language',
  contentSchedule: 'content.schedule',
  contentTranslationRequired: 'content.translation.required',
  contentUrl: 'content.url',
  contentImageTooLarge: 'content.image.too.large',
  contentImageType: 'content.image.type',
  feedbackWords: 'feedback.words',
  sameApprover: 'cashier.same.approver',
  // Withdrawals (issue 5).
  paymentPasswordNotSet: 'payment.password.not.set',
  paymentPasswordInvalid: 'payment.password.invalid',
  paymentPasswordLocked: 'payment.password.locked',
  paymentPasswordFormat: 'payment.password.format',
  payeeNameMismatch: 'payee.name.mismatch',
  payoutAccountInvalid: 'payout.account.invalid',
  payoutAccountExists: 'payout.account.exists',
  withdrawBelowMinimum: 'withdraw.below.minimum',
  withdrawAboveMaximum: 'withdraw.above.maximum',
  withdrawDailyCount: 'withdraw.daily.count',
  withdrawTurnover: 'withdraw.turnover.not.met',
  withdrawState: 'withdraw.state.invalid',
  withdrawProofRequired: 'withdraw.proof.required',
  /** The amount would take sandbox (test) money, which is never withdrawn (issue 17). */
  withdrawTestMoney: 'withdraw.test.money',
  /** The queue item was already approved or rejected (e.g. by another operator a moment ago). */
  cashierDecided: 'cashier.already.decided',
  // Deposits (issue 5).
  depositChannelUnavailable: 'deposit.channel.unavailable',
  depositAmountRange: 'deposit.amount.out.of.range',
  depositLimitExceeded: 'deposit.limit.exceeded',
  depositLimitNotConfirmable: 'deposit.limit.not.confirmable',
  depositOrderNotFound: 'deposit.order.not.found',
  depositOrderState: 'deposit.order.state.invalid',
  // Games (issue 6): favourites, recent and launching. Named as the games module's rules.
  unknownGame: 'games.unknownGame',
  realAccountRequired: 'games.realAccountRequired',
  launchModeRequired: 'games.launchModeRequired',
  gameDisabled: 'games.gameDisabled',
  freePlayUnavailable: 'games.freePlayUnavailable',
  vendorUnavailable: 'games.vendorUnavailable',
  // Game catalogue operator API (issue 6; /admin/api/games). Import lines carry these codes too.
  catalogueVendorUnknown: 'games.vendorUnknown',
  catalogueVendorExists: 'games.vendorExists',
  catalogueVendorCode: 'games.vendorCodeInvalid',
  catalogueTypeUnknown: 'games.typeUnknown',
  catalogueGameCode: 'games.gameCodeInvalid',
  catalogueGameExists: 'games.gameExists',
  catalogueClassify: 'games.classifyInvalid',
  catalogueBingo: 'games.bingoNotOffered',
  catalogueNameRequired: 'games.nameRequired',
  catalogueNameInvalid: 'games.nameInvalid',
  catalogueMinBet: 'games.minBetInvalid',
  catalogueField: 'games.fieldInvalid',
  catalogueImportInvalid: 'games.importInvalid',
  catalogueImportFormat: 'games.importFormat',
  catalogueImportTooMany: 'games.importTooMany',
  catalogueImportDuplicate: 'games.importDuplicate',
  // House games (issue 7): the game page's own API under /house/api.
  houseSessionInvalid: 'house.session.invalid',
  houseTooFast: 'house.spin.too.fast',
  houseStakeInvalid: 'house.stake.invalid',
  houseClientSeedInvalid: 'house.client.seed.invalid',
  // Lottery (issue 19): games, issues and the operators' results of real draws.
  lotteryResultShape: 'lottery.result.shape',
  lotteryGameUnknown: 'lottery.game.unknown',
  lotteryIssueUnknown: 'lottery.issue.unknown',
  lotteryIssueState: 'lottery.issue.state',
  lotteryNotDrawnYet: 'lottery.issue.not.drawn.yet',
  lotterySourceConflict: 'lottery.source.conflict',
  lotterySourceUnknown: 'lottery.source.unknown',
  lotteryPrizeModeUnknown: 'lottery.prize.mode.unknown',
  // Lottery tickets (issue 19, part 2): the engine's bet refusals and the slip's.
  lotteryBetType: 'lottery.bet.type',
  lotteryBetNumbers: 'lottery.bet.numbers',
  lotteryBetDuplicate: 'lottery.bet.duplicate',
  lotteryBetCount: 'lottery.bet.count',
  lotteryBetLines: 'lottery.bet.lines',
  lotteryBetUnits: 'lottery.bet.units',
  lotteryBetAmount: 'lottery.bet.amount',
  lotteryIssueClosed: 'lottery.issue.closed',
  lotteryTicketChase: 'lottery.ticket.chase',
  lotteryTicketCap: 'lottery.ticket.cap',
  lotteryTicketMaxPayout: 'lottery.ticket.max.payout',
  lotteryIssueMaxPayout: 'lottery.issue.max.payout',
  lotteryTicketUnknown: 'lottery.ticket.unknown',
  lotteryTicketLocked: 'lottery.ticket.locked',
  lotteryTicketConflict: 'lottery.ticket.conflict',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
