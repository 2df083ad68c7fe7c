import Type, { type Static } from 'typebox';

/**
 * Shapes of the start-up configuration calls (spec section 3 and 7, api-contract.md 3.1 and 4).
 * These schemas are the single source of truth: the server validates and serialises with them
 * and the client takes its types from them.
 */

export { SYSTEM_STATUS, WHITELABEL_FLAGS, flattenWhitelabel } from './system-rules';
export type { SystemStatusCode, WhitelabelFlag, WhitelabelNode } from './system-rules';

export const WhitelabelNodeSchema = Type.Cyclic(
  {
    Node: Type.Object({
      modId: Type.String(),
      enabled: Type.String(),
      childrenNodes: Type.Array(Type.Ref('Node')),
    }),
  },
  'Node',
);

/** Per-field registration rule (api-contract.md 4.2). */
export const RegisterFieldRuleSchema = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String(),
  patternId: Type.Integer(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
  type: Type.String(),
});
export type RegisterFieldRule = Static<typeof RegisterFieldRuleSchema>;

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const RegisterSettingsSchema = Type.Record(Type.String(), RegisterFieldRuleSchema);
export type RegisterSettings = Static<typeof RegisterSettingsSchema>;

export const ResourceSchema = Type.Object({
  resourceType: Type.String(),
  url: Type.String(),
  qrCodeUrl: Type.Optional(Type.String()),
  labelNameEn: Type.Optional(Type.String()),
});
export type Resource = Static<typeof ResourceSchema>;

/** Customer-service entry; `path` is DES-encrypted with its key as the last 8 characters. */
export const CustomerServiceSchema = Type.Object({
  csType: Type.String(),
  csPosition: Type.String(),
  path: Type.String(),
});
export type CustomerServiceEntry = Static<typeof CustomerServiceSchema>;

export const DomainRouteSchema = Type.Object({
  domain: Type.String(),
  speed: Type.Integer(),
});
export type DomainRoute = Static<typeof DomainRouteSchema>;

/** GET /wps/system/country: the countries accepted for mobile numbers (src/shared/countries.ts). */
export const CountrySchema = Type.Object({
  countryCode: Type.String(),
  countryDialingCode: Type.String(),
});

export const LocationSchema = Type.Object({
  ip: Type.String(),
  /** ISO 3166 alpha-2 code, or an empty string when the address is not in the database. */
  country: Type.String(),
});

export const BrandInfoSchema = Type.Object({
  merchantCode: Type.String(),
  name: Type.String(),
  currencySymbol: Type.String(),
  lotteryType: Type.String(),
  platform: Type.String(),
  device: Type.String(),
  defaultLanguage: Type.String(),
  minimumAge: Type.Integer(),
  loginedToHomePage: Type.Boolean(),
  /** Ours: the IANA zone of the brand's business day (reports and agent wages cut days there). */
  timeZone: Type.String(),
});
export type BrandInfo = Static<typeof BrandInfoSchema>;

export const SystemStatusSchema = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  maintenance: Type.Boolean(),
  /** Epoch milliseconds when the announced maintenance ends, or null. */
  maintenanceEndTime: Type.Union([Type.Integer(), Type.Null()]),
  regionRestriction: Type.Boolean(),
  location: LocationSchema,
  info: Type.Object({
    brand: BrandInfoSchema,
    whitelabel: Type.Array(WhitelabelNodeSchema),
    register: RegisterSettingsSchema,
    resources: Type.Array(ResourceSchema),
    customerService: Type.Array(CustomerServiceSchema),
    analytics: Type.Object({ gtagId: Type.String() }),
    domainRoute: Type.Array(DomainRouteSchema),
    mainDomain: Type.String(),
    imageCDNs: Type.Array(Type.String()),
    launchGameCDNs: Type.Array(Type.String()),
    /** Ours: the social logins the brand has configured (google, facebook), in that order. */
    socialProviders: Type.Array(Type.String()),
  }),
});
export type SystemStatus = Static<typeof SystemStatusSchema>;
