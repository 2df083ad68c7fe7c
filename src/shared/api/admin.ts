import Type, { type Static } from 'typebox';

/**
 * Operator API (/admin/api) shapes: sign-in, brand maintenance and region settings. The
 * server validates and serialises with these; an operator console can take its types from them.
 */

/**
 * admin: everything, operator accounts included; operator: brand settings and content;
 * cashier: the cashier queue (deposits, withdrawals, adjustments). Checked per route.
 */
export const OPERATOR_ROLES = ['admin', 'operator', 'cashier'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OperatorLoginSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type OperatorLogin = Static<typeof OperatorLoginSchema>;

export const OperatorSessionSchema = Type.Object({
  token: Type.String(),
  /** ISO 8601 time the token stops working. */
  expiresAt: Type.String(),
});
export type OperatorSession = Static<typeof OperatorSessionSchema>;

export const MerchantParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
});

export const BrandAdminViewSchema = Type.Object({
  merchantCode: Type.String(),
  name: Type.String(),
  isDefault: Type.Boolean(),
  maintenance: Type.Boolean(),
  /** ISO 8601, or null when no end is announced. */
  maintenanceEndTime: Type.Union([Type.String(), Type.Null()]),
  blockedCountries: Type.Array(Type.String()),
  allowedIps: Type.Array(Type.String()),
  updatedAt: Type.String(),
});
export type BrandAdminView = Static<typeof BrandAdminViewSchema>;

export const MaintenanceUpdateSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    /** ISO 8601 date-time with a zone; announced end of maintenance. */
    endTime: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type MaintenanceUpdate = Static<typeof MaintenanceUpdateSchema>;

export const RegionUpdateSchema = Type.Object(
  {
    /** ISO 3166 alpha-2 codes. */
    blockedCountries: Type.Array(Type.String({ maxLength: 8 }), { maxItems: 300 }),
    /** Exact IPv4/IPv6 addresses or CIDR ranges that pass the country block. */
    allowedIps: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type RegionUpdate = Static<typeof RegionUpdateSchema>;

const OperatorRoleSchema = Type.Union([Type.Literal('admin'), Type.Literal('operator'), Type.Literal('cashier')]);

/** GET /admin/api/me: who the bearer token belongs to, for the console's role-aware menu. */
export const OperatorMeSchema = Type.Object({
  username: Type.String(),
  role: OperatorRoleSchema,
});
export type OperatorMe = Static<typeof OperatorMeSchema>;

/** POST /admin/api/operators (admin only): a new operator account. */
export const OperatorCreateSchema = Type.Object(
  {
    username: Type.String({ minLength: 2, maxLength: 64 }),
    password: Type.String({ minLength: 8, maxLength: 256 }),
    role: OperatorRoleSchema,
  },
  { additionalProperties: false },
);
export type OperatorCreate = Static<typeof OperatorCreateSchema>;

/** GET /admin/api/brands: every brand, for the console's brand picker and money display. */
export const BrandSummarySchema = Type.Object({
  merchantCode: Type.String(),
  name: Type.String(),
  isDefault: Type.Boolean(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Cashier decisions on amounts at or above this need a second, different operator. */
  secondApprovalAmount: Type.Number(),
});
export type BrandSummary = Static<typeof BrandSummarySchema>;

/** PUT /admin/api/brands/:merchant/modules: switches one whitelabel module on or off. */
export const ModuleSwitchSchema = Type.Object(
  {
    modId: Type.String({ minLength: 1, maxLength: 64 }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ModuleSwitch = Static<typeof ModuleSwitchSchema>;

/** One stored customer-service channel: its csType, position and plain URL (encrypted when served). */
export const CustomerServiceChannelSchema = Type.Object(
  {
    csType: Type.String({ minLength: 1, maxLength: 16 }),
    csPosition: Type.String({ maxLength: 16 }),
    url: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

/** PUT and GET /admin/api/brands/:merchant/customer-service: the brand's whole channel list. */
export const CustomerServiceChannelsSchema = Type.Object(
  { channels: Type.Array(CustomerServiceChannelSchema, { maxItems: 20 }) },
  { additionalProperties: false },
);
export type CustomerServiceChannels = Static<typeof CustomerServiceChannelsSchema>;
