import Type, { type Static } from 'typebox';

/**
 * Operator API shapes for accounts (issue 4): the SMS and mail outboxes of the local default
 * providers, and unlocking or resetting a member. Ours; docs/api.md lists them.
 */

export const OutboxQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

export const SmsOutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  text: Type.String(),
  purpose: Type.String(),
  createdAt: Type.String(),
});
export type SmsOutboxEntry = Static<typeof SmsOutboxEntrySchema>;

export const MailOutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
});
export type MailOutboxEntry = Static<typeof MailOutboxEntrySchema>;

export const MemberParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  username: Type.String({ minLength: 1, maxLength: 64 }),
});

export const MemberPasswordResetSchema = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 128 }),
});

/** What an operator sees of a member after unlocking or resetting. */
export const MemberAdminViewSchema = Type.Object({
  username: Type.String(),
  type: Type.Integer(),
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
  failedLogins: Type.Integer(),
  mustChangePassword: Type.Boolean(),
});
export type MemberAdminView = Static<typeof MemberAdminViewSchema>;
