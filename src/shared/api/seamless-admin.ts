import Type, { type Static } from 'typebox';

/**
 * The operator call that gives a seamless vendor its protocol credential (issue 7):
 * POST /admin/api/games/:merchant/vendors/:vassalage/credentials. The answer carries the secret;
 * it is shown this once (docs/seamless-wallet.md "Credentials").
 */

export const CredentialParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  vassalage: Type.String({ minLength: 1, maxLength: 64 }),
});

export const CredentialInputSchema = Type.Object(
  {
    /** Exact IPs or CIDR ranges the vendor calls from; at least one (an empty list would admit no one). */
    allowedIps: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type CredentialInput = Static<typeof CredentialInputSchema>;

export const CredentialSchema = Type.Object({
  /** The public key id the vendor sends as X-Vendor. */
  keyId: Type.String(),
  /** The HMAC-SHA256 key; only in the answer that creates it. */
  secret: Type.String(),
  vassalage: Type.String(),
  allowedIps: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  /** ISO 8601. */
  createdAt: Type.String(),
});
export type Credential = Static<typeof CredentialSchema>;
