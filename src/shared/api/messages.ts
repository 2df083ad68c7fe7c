import Type, { type Static } from 'typebox';
import type { Language } from '../i18n/languages';
import { MAX_EPOCH_MS } from './bounds';

/**
 * The member inbox (issue 3; api-contract.md 3.3 "Unread messages", 7.2 messageV2): the unread
 * count behind the header's message link, the member centre's messageV2 page, and the operator
 * API that sends messages (docs/api.md "Messages").
 *
 * A message is addressed to one member or to every member of a brand (a broadcast); read and
 * deleted are per member, so a broadcast one member read stays unread for the others. Only
 * messages inside their schedule (startTime <= now < endTime) are counted or listed. Every call
 * needs a token and refuses trial accounts (403 trial.forbidden). `content` is HTML sanitised
 * when the operator sent it; the client renders it only through SafeHtml. Times are epoch ms.
 */

// ---------------------------------------------------------------------------------------------
// Player calls

/** The inbox's page size when the call sends none, and the largest one it serves (larger is capped). */
export const INBOX_DEFAULT_PAGE_SIZE = 10;
export const INBOX_MAX_PAGE_SIZE = 50;

/** GET /wps/relay/CSP_unreadCount: the value is the number of unread messages. */
export const UnreadCountSchema = Type.Integer({ minimum: 0 });

/** GET /wps/relay/CSP_getInbox: pageNo from 1; pageSize clamped into 1..INBOX_MAX_PAGE_SIZE. */
export const InboxQuerySchema = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer()),
  language: Type.Optional(Type.String({ maxLength: 16 })),
});
export type InboxQuery = Static<typeof InboxQuerySchema>;

/** One message as the member reads it, in one language. Newest first in the list. */
export const InboxMessageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  createdAt: Type.Integer(),
  read: Type.Boolean(),
});
export type InboxMessage = Static<typeof InboxMessageSchema>;

export const InboxSchema = Type.Object({
  list: Type.Array(InboxMessageSchema),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
});
export type Inbox = Static<typeof InboxSchema>;

/**
 * Ours: POST /wps/relay/CSP_readMessage (body) and DELETE /wps/relay/CSP_deleteMessage (query).
 * The id is a whole number above 0, as a JSON number or digits. The schema only takes the shape;
 * the server checks the value itself (parseMessageId), because the validator's type coercion
 * would turn "1.5" into message 1.
 */
export const MessageIdSchema = Type.Object({ id: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]) });

/** The id of the read and delete calls, or null when it is not a whole number above 0. */
export function parseMessageId(value: string | number): number | null {
  const text = String(value).trim();
  return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;
}

/** Both answer the message id and the member's unread count after the change (for the badge). */
export const MessageActionSchema = Type.Object({ id: Type.Integer(), unreadCount: Type.Integer({ minimum: 0 }) });
export type MessageAction = Static<typeof MessageActionSchema>;

// ---------------------------------------------------------------------------------------------
// Operator API under /admin/api/messages/:merchant (operator or admin role; audited)

/** One language's title (plain text) and HTML content. */
export const MessageTextSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ maxLength: 20_000 }),
});
export type MessageText = Static<typeof MessageTextSchema>;

/** Texts keyed by language (ty, en, cn, id, th, vi); at least one; unknown keys: 400 content.language. */
export const MessageTextsSchema = Type.Record(Type.String(), MessageTextSchema);
export type MessageTexts = Partial<Record<Language, MessageText>>;

/**
 * POST /admin/api/messages/:merchant. Exactly one of `username` (one member of the brand) and
 * `all: true` (every member, a broadcast) names the addressees: a send never becomes a broadcast
 * by leaving a field out. The schedule is optional (null or absent = no bound).
 */
export const MessageSendSchema = Type.Object({
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  all: Type.Optional(Type.Boolean()),
  translations: MessageTextsSchema,
  startTime: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS }), Type.Null()])),
  endTime: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS }), Type.Null()])),
});
export type MessageSend = Static<typeof MessageSendSchema>;

export const AdminMessageSchema = Type.Object({
  id: Type.Integer(),
  /** The addressee; null for a broadcast. */
  username: Type.Union([Type.String(), Type.Null()]),
  translations: MessageTextsSchema,
  startTime: Type.Union([Type.Integer(), Type.Null()]),
  endTime: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
  /** Who sent it ('seed' for the demo messages). */
  sentBy: Type.String(),
  /** Members who have read it. */
  readCount: Type.Integer(),
});
export type AdminMessage = Static<typeof AdminMessageSchema>;

export const AdminMessageListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Only messages to this member (and not broadcasts). */
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type AdminMessageListQuery = Static<typeof AdminMessageListQuerySchema>;

export const AdminMessageListSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  list: Type.Array(AdminMessageSchema),
});
export type AdminMessageList = Static<typeof AdminMessageListSchema>;

export const MessageParamsSchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 64 }) });
export const MessageItemParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
