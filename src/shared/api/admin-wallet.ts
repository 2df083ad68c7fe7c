import Type, { type Static } from 'typebox';
import { AmountSchema, RequestIdSchema } from './wallet';

/** Operator wallet tools (issue 5): manual adjustments, audited, posted against the house. */

export const AdjustmentRequestSchema = Type.Object({
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: AmountSchema,
  reason: Type.String({ minLength: 3, maxLength: 200 }),
  /** Idempotency key: repeating the same request answers the first result. */
  requestId: RequestIdSchema,
  /** The transaction this adjustment corrects, when it is a correction. */
  reversesTransactionId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type AdjustmentRequest = Static<typeof AdjustmentRequestSchema>;

export const AdjustmentResultSchema = Type.Object({
  /** Posted at once (below the brand's second-approval amount, or from the command line). */
  status: Type.Literal('posted'),
  transactionId: Type.Integer(),
  username: Type.String(),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Number(),
  /** The member's main-wallet balance right after the adjustment. */
  balance: Type.Number(),
  reason: Type.String(),
  reversesTransactionId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  replayed: Type.Boolean(),
});
export type AdjustmentResult = Static<typeof AdjustmentResultSchema>;

/** The states of an adjustment that waits for a second operator. */
export const ADJUSTMENT_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
const AdjustmentStateSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

/**
 * The answer to an adjustment at or above the brand's second-approval amount: stored, not posted,
 * until a second, different operator approves it in the cashier queue. A replay of the same
 * request answers the request's current state.
 */
export const AdjustmentAwaitingSchema = Type.Object({
  status: Type.Union([Type.Literal('awaiting_approval'), Type.Literal('approved'), Type.Literal('rejected')]),
  id: Type.Integer(),
  approvals: Type.Integer(),
  approvalsRequired: Type.Integer(),
  transactionId: Type.Union([Type.Integer(), Type.Null()]),
  replayed: Type.Boolean(),
});
export type AdjustmentAwaiting = Static<typeof AdjustmentAwaitingSchema>;

export const AdjustmentAnswerSchema = Type.Union([AdjustmentResultSchema, AdjustmentAwaitingSchema]);
export type AdjustmentAnswer = Static<typeof AdjustmentAnswerSchema>;

/** One row of the cashier queue's adjustments tab. Times are epoch ms. */
export const AdjustmentRequestViewSchema = Type.Object({
  id: Type.Integer(),
  status: AdjustmentStateSchema,
  username: Type.String(),
  memberId: Type.Integer(),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Number(),
  currency: Type.String(),
  reason: Type.String(),
  requestId: Type.String(),
  /** Who asked for it (their approval is the first). */
  createdBy: Type.String(),
  createdAt: Type.Number(),
  /** Operator usernames that approved, oldest first. */
  approvals: Type.Array(Type.String()),
  approvalsRequired: Type.Integer(),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.Number(), Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  transactionId: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdjustmentRequestView = Static<typeof AdjustmentRequestViewSchema>;

export const AdjustmentQueueQuerySchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  status: Type.Optional(AdjustmentStateSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdjustmentQueueQuery = Static<typeof AdjustmentQueueQuerySchema>;

export const AdjustmentQueuePageSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  list: Type.Array(AdjustmentRequestViewSchema),
});
export type AdjustmentQueuePage = Static<typeof AdjustmentQueuePageSchema>;

export const AdjustmentIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const AdjustmentApproveSchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 64 }) });

export const AdjustmentRejectSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  reason: Type.String({ minLength: 3, maxLength: 200 }),
});
export type AdjustmentReject = Static<typeof AdjustmentRejectSchema>;
