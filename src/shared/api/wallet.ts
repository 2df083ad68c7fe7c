import Type, { type Static } from 'typebox';
import { RECORD_TYPES } from './wallet-rules';
import { MAX_EPOCH_MS } from './bounds';

/**
 * Wallet calls (issue 5; api-contract.md 3.1, 3.3). Amounts in answers are JSON numbers with at
 * most 2 decimals, produced from integer minor units through exact decimal text
 * (src/shared/money.ts); request amounts may be a number or a decimal string and are parsed the
 * same exact way. Every call that moves money carries `requestId`, its idempotency key.
 */

/** An amount as sent: a positive number or decimal string with at most 2 decimals (checked by the server). */
export const AmountSchema = Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);

/** A client-chosen idempotency key: the same id with the same body answers the first result. */
export const RequestIdSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });

export const BalanceQuerySchema = Type.Object({ typeId: Type.Optional(Type.String({ maxLength: 16 })) });

/** One wallet of the balance call: 0 the main wallet, others a transfer-mode vendor's wallet. */
export const WalletBalanceSchema = Type.Object({
  accountTypeId: Type.Integer(),
  availBalance: Type.Number(),
  /** Ours: the vendor code and name of a vendor wallet ('' for the main wallet). */
  vendorCode: Type.String(),
  name: Type.String(),
});

export const BalanceValueSchema = Type.Object({
  sumBalance: Type.Number(),
  balance: Type.Array(WalletBalanceSchema),
  currency: Type.String(),
  currencySymbol: Type.String(),
});
export type BalanceValue = Static<typeof BalanceValueSchema>;

export const MerchantWalletValueSchema = Type.Object({ isSingle: Type.Boolean() });

/** Consolidated funds: the contract's pending-request and feature flags (none yet) plus the balance. */
export const ConsolidatedFundsSchema = Type.Object({
  dailysalreqtype: Type.Boolean(),
  divtypereq: Type.Boolean(),
  contracthoursalreq: Type.Boolean(),
  realtimesalreqtype: Type.Boolean(),
  contractmrdailysalinfotype: Type.Boolean(),
  contracthoursalinfo: Type.Boolean(),
  dailysalinfotype: Type.Boolean(),
  divtypeinfo: Type.Boolean(),
  sumBalance: Type.Number(),
  currency: Type.String(),
});

export const WalletTransferRequestSchema = Type.Object({
  fromAccountTypeId: Type.Integer({ minimum: 0 }),
  toAccountTypeId: Type.Integer({ minimum: 0 }),
  amount: AmountSchema,
  requestId: RequestIdSchema,
});
export type WalletTransferRequest = Static<typeof WalletTransferRequestSchema>;

/** The answer of a transfer; a replay of the same requestId answers exactly this again. */
export const TransferResultSchema = Type.Object({
  transactionId: Type.Integer(),
  requestId: Type.String(),
  amount: Type.Number(),
  /** Balances of the two wallets right after this transfer. */
  fromBalance: Type.Number(),
  toBalance: Type.Number(),
  createdAt: Type.Integer(),
  /** True when this answer is the replay of an earlier request with the same id. */
  replayed: Type.Boolean(),
});
export type TransferResult = Static<typeof TransferResultSchema>;

export const WalletTransferResultSchema = Type.Intersect([
  TransferResultSchema,
  Type.Object({ fromAccountTypeId: Type.Integer(), toAccountTypeId: Type.Integer() }),
]);
export type WalletTransferResult = Static<typeof WalletTransferResultSchema>;

/** Member to its upline agent (transferUpline). */
export const UplineTransferRequestSchema = Type.Object({ amount: AmountSchema, requestId: RequestIdSchema });

/** Agent to one of its direct downlines. */
export const DownlineTransferRequestSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  amount: AmountSchema,
  requestId: RequestIdSchema,
});

export const MemberTransferResultSchema = Type.Intersect([
  TransferResultSchema,
  Type.Object({ toUsername: Type.String() }),
]);
export type MemberTransferResult = Static<typeof MemberTransferResultSchema>;

// Account-record types: a typebox-free module so the browser's filter can list them.
export { RECORD_TYPES, type RecordType } from './wallet-rules';

export const TransactionRecordQuerySchema = Type.Object({
  /** A record type, or absent for all. */
  type: Type.Optional(Type.Union(RECORD_TYPES.map((t) => Type.Literal(t)))),
  /** Epoch milliseconds, inclusive start and exclusive end. */
  startTime: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS })),
  endTime: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS })),
  /** 1-based page. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type TransactionRecordQuery = Static<typeof TransactionRecordQuerySchema>;

export const TransactionRecordSchema = Type.Object({
  transactionId: Type.Integer(),
  type: Type.String(),
  accountTypeId: Type.Integer(),
  /** Signed: positive money in, negative money out. */
  amount: Type.Number(),
  balanceAfter: Type.Number(),
  createdAt: Type.Integer(),
  /** The transaction this one corrects (compensations). */
  reversesId: Type.Union([Type.Integer(), Type.Null()]),
  remark: Type.String(),
});

export const TransactionRecordPageSchema = Type.Object({
  list: Type.Array(TransactionRecordSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type TransactionRecordPage = Static<typeof TransactionRecordPageSchema>;
