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
