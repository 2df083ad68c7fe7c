import Type, { type Static } from 'typebox';
import { AmountSchema, RequestIdSchema } from './wallet';

/**
 * Withdrawal calls (issue 5; docs/api.md "Withdrawals"): settings, the payment password, bound
 * payout accounts, withdrawal orders and the player's receipt confirmation (product-spec section
 * 4), and the cashier's operator calls. Amounts are JSON numbers with at most 2 decimals.
 */

/** A payment password: 6 digits (a PIN the player types on every withdrawal). */
export const PaymentPasswordSchema = Type.String({ minLength: 1, maxLength: 64 });

export const TurnoverViewSchema = Type.Object({
  /** Deposits since the last paid withdrawal x the brand's turnover multiple. */
  required: Type.Number(),
  /** Bets since the last paid withdrawal. */
  achieved: Type.Number(),
  remaining: Type.Number(),
});
export type TurnoverView = Static<typeof TurnoverViewSchema>;

export const WithdrawSettingsQuerySchema = Type.Object({ groupId: Type.Optional(Type.String({ maxLength: 16 })) });

export const WithdrawSettingsSchema = Type.Object({
  minimumAmount: Type.Number(),
  maximumAmount: Type.Number(),
  dailyCount: Type.Integer(),
  usedToday: Type.Integer(),
  turnover: TurnoverViewSchema,
  hasPaymentPassword: Type.Boolean(),
  payeeName: Type.Union([Type.String(), Type.Null()]),
  /** What may be requested now: the main balance once the turnover is met, else 0. */
  withdrawable: Type.Number(),
  /** Money held for open (requested or approved) withdrawals. */
  heldAmount: Type.Number(),
  currency: Type.String(),
  currencySymbol: Type.String(),
});
export type WithdrawSettings = Static<typeof WithdrawSettingsSchema>;

export const PaymentPasswordRequestSchema = Type.Object({
  loginPassword: Type.Optional(Type.String({ maxLength: 256 })),
  oldPaymentPassword: Type.Optional(PaymentPasswordSchema),
  newPaymentPassword: PaymentPasswordSchema,
});
export type PaymentPasswordRequest = Static<typeof PaymentPasswordRequestSchema>;

export const PaymentPasswordResultSchema = Type.Object({ set: Type.Literal(true) });

export const PayoutAccountTypeSchema = Type.Union([Type.Literal('bank'), Type.Literal('ewallet')]);

export const PayoutAccountViewSchema = Type.Object({
  id: Type.Integer(),
  type: PayoutAccountTypeSchema,
  bankCode: Type.String(),
  bankName: Type.String(),
  holderName: Type.String(),
  accountNumberMasked: Type.String(),
});
export type PayoutAccountView = Static<typeof PayoutAccountViewSchema>;

export const PayoutAccountRequestSchema = Type.Object({
  type: PayoutAccountTypeSchema,
  bankCode: Type.String({ minLength: 1, maxLength: 32 }),
  bankName: Type.String({ minLength: 1, maxLength: 64 }),
  holderName: Type.String({ minLength: 1, maxLength: 64 }),
  accountNumber: Type.String({ minLength: 1, maxLength: 34 }),
  paymentPassword: PaymentPasswordSchema,
});
export type PayoutAccountRequest = Static<typeof PayoutAccountRequestSchema>;

export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const OrderNoParamsSchema = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 32 }) });

export const WithdrawRequestSchema = Type.Object({
  payoutAccountId: Type.Integer({ minimum: 1 }),
  amount: AmountSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});
export type WithdrawRequest = Static<typeof WithdrawRequestSchema>;

export const WithdrawalStatusSchema = Type.Union([
  Type.Literal('requested'),
  Type.Literal('approved'),
  Type.Literal('paid'),
  Type.Literal('rejected'),
]);

export const ReceiptStatusSchema = Type.Union([
  Type.Literal('awaiting'),
  Type.Literal('received'),
  Type.Literal('partial'),
  Type.Literal('not_received'),
  Type.Literal('auto_received'),
  Type.Literal('forced'),
  Type.Literal('refunded'),
]);

export const ReceiptViewSchema = Type.Object({
  status: ReceiptStatusSchema,
  receivedAmount: Type.Union([Type.Number(), Type.Null()]),
  dueAt: Type.Union([Type.Number(), Type.Null()]),
  proofUploadId: Type.Union([Type.Integer(), Type.Null()]),
});

export const WithdrawalViewSchema = Type.Object({
  orderNo: Type.String(),
  status: WithdrawalStatusSchema,
  amount: Type.Number(),
  currency: Type.String(),
  account: Type.Object({
    type: PayoutAccountTypeSchema,
    bankCode: Type.String(),
    bankName: Type.String(),
    holderName: Type.String(),
    accountNumberMasked: Type.String(),
  }),
  createdAt: Type.Number(),
  decidedAt: Type.Union([Type.Number(), Type.Null()]),
  paidAt: Type.Union([Type.Number(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  receipt: Type.Union([ReceiptViewSchema, Type.Null()]),
  replayed: Type.Optional(Type.Boolean()),
});
export type WithdrawalView = Static<typeof WithdrawalViewSchema>;

export const WithdrawalListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  status: Type.Optional(WithdrawalStatusSchema),
});
export type WithdrawalListQuery = Static<typeof WithdrawalListQuerySchema>;

export const WithdrawalPageSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  list: Type.Array(WithdrawalViewSchema),
});
export type WithdrawalPage = Static<typeof WithdrawalPageSchema>;

export const ReceiptRequestSchema = Type.Object({
  outcome: Type.Union([Type.Literal('received'), Type.Literal('partial'), Type.Literal('not_received')]),
  /** Partial only: what arrived (more than 0, less than the amount). */
  receivedAmount: Type.Optional(AmountSchema),
  /** Not received only: an upload of purpose withdrawal_proof by this player. */
  proofUploadId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ReceiptRequest = Static<typeof ReceiptRequestSchema>;

// Operator calls under /admin/api/cashier.

export const CashierWithdrawalQuerySchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  status: Type.Optional(WithdrawalStatusSchema),
  /** Only orders whose receipt waits for the cashier (partial or not received). */
  receipt: Type.Optional(ReceiptStatusSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type CashierWithdrawalQuery = Static<typeof CashierWithdrawalQuerySchema>;

export const CashierWithdrawalSchema = Type.Intersect([
  WithdrawalViewSchema,
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    memberId: Type.Integer(),
    /** Operator usernames that approved, oldest first. */
    approvals: Type.Array(Type.String()),
    approvalsRequired: Type.Integer(),
    turnover: TurnoverViewSchema,
    /** The full account number, for the cashier who pays it. */
    accountNumber: Type.String(),
    paidReference: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type CashierWithdrawal = Static<typeof CashierWithdrawalSchema>;

export const CashierWithdrawalPageSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  list: Type.Array(CashierWithdrawalSchema),
});
export type CashierWithdrawalPage = Static<typeof CashierWithdrawalPageSchema>;

const Merchant = Type.String({ minLength: 1, maxLength: 64 });
const Reason = Type.String({ minLength: 1, maxLength: 500 });

export const CashierApproveSchema = Type.Object({ merchant: Merchant });
export const CashierRejectSchema = Type.Object({ merchant: Merchant, reason: Reason });
export const CashierPaidSchema = Type.Object({
  merchant: Merchant,
  reference: Type.String({ minLength: 1, maxLength: 128 }),
});
export const CashierResolveReceiptSchema = Type.Object({
  merchant: Merchant,
  outcome: Type.Union([Type.Literal('refund'), Type.Literal('force')]),
  reason: Reason,
});
export type CashierResolveReceipt = Static<typeof CashierResolveReceiptSchema>;
