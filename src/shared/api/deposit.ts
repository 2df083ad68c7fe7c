import Type, { type Static } from 'typebox';
import { AmountSchema, RequestIdSchema } from './wallet';

/**
 * Deposit calls (issue 5; the money API contract, Deposits; docs/api.md "Deposits"). Amounts on
 * the wire are JSON numbers with at most 2 decimals built from minor units; request amounts are a
 * number or a decimal string. Times are epoch milliseconds.
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const DepositProviderSchema = Type.Union([
  Type.Literal('company'),
  Type.Literal('sandbox'),
  Type.Literal('paygate'),
]);
export const DepositStatusSchema = Type.Union([
  Type.Literal('created'),
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('failed'),
  Type.Literal('expired'),
]);
export const DepositLimitPeriodSchema = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);

export const DepositChannelViewSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provider: DepositProviderSchema,
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  /** Percent of the amount, e.g. 1.5. */
  feeRate: Type.Number(),
  feeFixed: Type.Number(),
  quickAmounts: Type.Array(Type.Number()),
});
export type DepositChannelView = Static<typeof DepositChannelViewSchema>;

export const DepositMethodViewSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  channels: Type.Array(DepositChannelViewSchema),
});

export const DepositLimitViewSchema = Type.Object({
  period: DepositLimitPeriodSchema,
  /** Null: no limit. */
  amount: Nullable(Type.Number()),
  /** Credited deposits in the rolling period (24 h, 7 days, 30 days) up to now. */
  used: Type.Number(),
  /** A waiting increase or removal (amount null); confirmable once effectiveAt has passed. */
  pending: Nullable(
    Type.Object({ amount: Nullable(Type.Number()), effectiveAt: Type.Integer(), confirmable: Type.Boolean() }),
  ),
});

export const DepositLimitsViewSchema = Type.Object({ limits: Type.Array(DepositLimitViewSchema) });
export type DepositLimitsView = Static<typeof DepositLimitsViewSchema>;

export const DepositSettingsViewSchema = Type.Object({
  allowDeposit: Type.Boolean(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  methods: Type.Array(DepositMethodViewSchema),
  /** The player's orders still created or pending. */
  openOrders: Type.Integer(),
  limits: DepositLimitsViewSchema,
});
export type DepositSettingsView = Static<typeof DepositSettingsViewSchema>;

export const DepositInstructionsSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('bank'),
    bankName: Type.String(),
    accountName: Type.String(),
    accountNumber: Type.String(),
    /** The transfer memo the player must write: it matches the transfer to the order. */
    memo: Type.String(),
    payAmount: Type.Number(),
  }),
  Type.Object({
    kind: Type.Literal('redirect'),
    /** The provider's payment page; null while the provider has not answered. */
    payUrl: Nullable(Type.String()),
    qrContent: Nullable(Type.String()),
  }),
]);

export const DepositOrderViewSchema = Type.Object({
  orderNo: Type.String(),
  status: DepositStatusSchema,
  /** The method's code (gcash, bank, ...). */
  method: Type.String(),
  channelName: Type.String(),
  provider: DepositProviderSchema,
  amount: Type.Number(),
  fee: Type.Number(),
  creditAmount: Type.Number(),
  currency: Type.String(),
  createdAt: Type.Integer(),
  expiresAt: Type.Integer(),
  confirmedAt: Nullable(Type.Integer()),
  failureReason: Nullable(Type.String()),
  slipUploadId: Nullable(Type.Integer()),
  instructions: DepositInstructionsSchema,
  /** True when this answer is the replay of an earlier request with the same requestId. */
  replayed: Type.Optional(Type.Boolean()),
});
export type DepositOrderView = Static<typeof DepositOrderViewSchema>;

export const DepositOrderRequestSchema = Type.Object({
  channelId: Type.Integer({ minimum: 1 }),
  amount: AmountSchema,
  requestId: RequestIdSchema,
});
export type DepositOrderRequest = Static<typeof DepositOrderRequestSchema>;

export const DepositOrderQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  status: Type.Optional(DepositStatusSchema),
});

export const DepositOrderPageSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  list: Type.Array(DepositOrderViewSchema),
});
export type DepositOrderPage = Static<typeof DepositOrderPageSchema>;

export const OrderNoParamsSchema = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) });

export const DepositSlipRequestSchema = Type.Object({ uploadId: Type.Integer({ minimum: 1 }) });

export const DepositLimitChangeSchema = Type.Object({
  period: DepositLimitPeriodSchema,
  amount: Nullable(AmountSchema),
});
export type DepositLimitChange = Static<typeof DepositLimitChangeSchema>;

export const DepositLimitConfirmSchema = Type.Object({ period: DepositLimitPeriodSchema });

// Operator calls under /admin/api/cashier (role cashier or admin).

/** A queue row: the order with who it belongs to and who approved it so far. */
export const DepositQueueRowSchema = Type.Intersect([
  DepositOrderViewSchema,
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    memberId: Type.Integer(),
    approvals: Type.Array(Type.String()),
    approvalsRequired: Type.Integer(),
    /** Why the order waits for a cashier (late_payment, amount_mismatch, ...); null when not. */
    reviewReason: Nullable(Type.String()),
    /** What the provider reported as paid when it differs from the order. */
    reportedAmount: Nullable(Type.Number()),
    providerReference: Nullable(Type.String()),
  }),
]);
export type DepositQueueRow = Static<typeof DepositQueueRowSchema>;

export const DepositQueueQuerySchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  /** A status, or `review` for every order waiting for a cashier's decision. */
  status: Type.Optional(Type.Union([DepositStatusSchema, Type.Literal('review')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const DepositQueuePageSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  list: Type.Array(DepositQueueRowSchema),
});

export const DepositConfirmSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});

export const DepositRejectSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

export const MerchantQuerySchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 64 }) });

export const ReceivingAccountSchema = Type.Object({
  id: Type.Integer(),
  channelId: Type.Integer(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  enabled: Type.Boolean(),
  lastUsedAt: Nullable(Type.Integer()),
  useCount: Type.Integer(),
});
export type ReceivingAccount = Static<typeof ReceivingAccountSchema>;

export const ReceivingAccountInputSchema = Type.Object({
  channelId: Type.Integer({ minimum: 1 }),
  bankName: Type.String({ minLength: 1, maxLength: 100 }),
  accountName: Type.String({ minLength: 1, maxLength: 100 }),
  accountNumber: Type.String({ minLength: 1, maxLength: 64 }),
  enabled: Type.Optional(Type.Boolean()),
});

/** PUT: changes one account (by id); absent fields stay. */
export const ReceivingAccountUpdateSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  bankName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  accountName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  accountNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  enabled: Type.Optional(Type.Boolean()),
});

/** A channel as operators see it: the player view plus switches and provider settings (secret masked). */
export const ChannelAdminViewSchema = Type.Intersect([
  DepositChannelViewSchema,
  Type.Object({
    methodCode: Type.String(),
    enabled: Type.Boolean(),
    sortOrder: Type.Integer(),
    settings: Type.Object({
      merchantNo: Type.Optional(Type.String()),
      gatewayUrl: Type.Optional(Type.String()),
      signType: Type.Optional(Type.String()),
      payType: Type.Optional(Type.String()),
      timeoutMs: Type.Optional(Type.Integer()),
      /** Whether a signing key is set (the key itself is never shown). */
      hasSecret: Type.Boolean(),
    }),
  }),
]);

export const MethodAdminViewSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  channels: Type.Array(ChannelAdminViewSchema),
});
export type MethodAdminView = Static<typeof MethodAdminViewSchema>;

/** PUT channels: a method's switch/name, or a channel's fields (by id); absent fields stay. */
export const ChannelUpdateSchema = Type.Union([
  Type.Object({
    methodId: Type.Integer({ minimum: 1 }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    enabled: Type.Optional(Type.Boolean()),
    sortOrder: Type.Optional(Type.Integer()),
  }),
  Type.Object({
    channelId: Type.Integer({ minimum: 1 }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    enabled: Type.Optional(Type.Boolean()),
    sortOrder: Type.Optional(Type.Integer()),
    minAmount: Type.Optional(AmountSchema),
    maxAmount: Type.Optional(AmountSchema),
    feeRate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    feeFixed: Type.Optional(Type.Union([Type.Literal(0), AmountSchema])),
    quickAmounts: Type.Optional(Type.Array(AmountSchema, { maxItems: 12 })),
    settings: Type.Optional(
      Type.Object({
        merchantNo: Type.Optional(Type.String({ maxLength: 100 })),
        secret: Type.Optional(Type.String({ minLength: 8, maxLength: 200 })),
        gatewayUrl: Type.Optional(Type.String({ maxLength: 500 })),
        signType: Type.Optional(Type.Union([Type.Literal('MD5'), Type.Literal('HMAC-SHA256')])),
        payType: Type.Optional(Type.String({ maxLength: 50 })),
        timeoutMs: Type.Optional(Type.Integer({ minimum: 500, maximum: 60_000 })),
      }),
    ),
  }),
]);
export type ChannelUpdate = Static<typeof ChannelUpdateSchema>;
