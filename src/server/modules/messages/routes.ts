import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  AdminMessageListQuerySchema,
  AdminMessageListSchema,
  AdminMessageSchema,
  InboxQuerySchema,
  InboxSchema,
  MessageActionSchema,
  MessageIdSchema,
  MessageItemParamsSchema,
  MessageParamsSchema,
  MessageSendSchema,
  parseMessageId,
  UnreadCountSchema,
} from '../../../shared/api/messages';
import { parseLanguage } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import type { Actor } from '../admin/service';
import { listMessages, removeMessage, sendMessage } from './admin';
import { deleteMessage, inbox, readMessage, unreadCount, type InboxReader } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** The message id of a read or delete call; 400 request_param_err when it is not a whole number above 0. */
function idOf(value: string | number): number {
  const id = parseMessageId(value);
  if (id === null) throw badRequest('id must be a whole number above 0');
  return id;
}

/**
 * The member's inbox calls (HTTP shape only; rules in service.ts). Each needs a token (the
 * member-auth hook resolves it from the endpoint descriptors); trial accounts are refused.
 */
export function messageRoutes(app: FastifyInstance, deps: { db: Database; now: () => number }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const readerOf = (request: FastifyRequest, language?: string): InboxReader => {
    const ctx = contextOf(request);
    return {
      brand: ctx.brand,
      member: signedInOf(request).member,
      language: parseLanguage(language) ?? ctx.language,
      now: new Date(deps.now()),
    };
  };

  typed.get(
    ENDPOINTS.unreadCount.path,
    { schema: { response: { 200: EnvelopeSchema(UnreadCountSchema), ...errors } } },
    async (request) => ({ success: true, value: await unreadCount(db, readerOf(request)) }),
  );

  typed.get(
    ENDPOINTS.inbox.path,
    { schema: { querystring: InboxQuerySchema, response: { 200: EnvelopeSchema(InboxSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: await inbox(db, readerOf(request, request.query.language), request.query),
    }),
  );

  typed.post(
    ENDPOINTS.readMessage.path,
    { schema: { body: MessageIdSchema, response: { 200: EnvelopeSchema(MessageActionSchema), ...errors } } },
    async (request) => ({ success: true, value: await readMessage(db, readerOf(request), idOf(request.body.id)) }),
  );

  typed.delete(
    ENDPOINTS.deleteMessage.path,
    { schema: { querystring: MessageIdSchema, response: { 200: EnvelopeSchema(MessageActionSchema), ...errors } } },
    async (request) => ({ success: true, value: await deleteMessage(db, readerOf(request), idOf(request.query.id)) }),
  );
}

/**
 * The operator message API under /admin/api/messages/:merchant (registered by the operator API
 * with its sign-in): send, list and delete. Roles and audit are the service's (admin.ts).
 */
export function adminMessageRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}messages/:merchant`;

  typed.get(
    base,
    {
      schema: {
        params: MessageParamsSchema,
        querystring: AdminMessageListQuerySchema,
        response: { 200: EnvelopeSchema(AdminMessageListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await listMessages(db, await signedIn(request), request.params.merchant, request.query),
    }),
  );

  typed.post(
    base,
    {
      schema: {
        params: MessageParamsSchema,
        body: MessageSendSchema,
        response: { 200: EnvelopeSchema(AdminMessageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await sendMessage(db, await signedIn(request), request.params.merchant, request.body),
    }),
  );

  typed.delete(
    `${base}/:id`,
    { schema: { params: MessageItemParamsSchema, response: { 200: EnvelopeSchema(Type.Null()), ...errors } } },
    async (request) => {
      await removeMessage(db, await signedIn(request), request.params.merchant, request.params.id);
      return { success: true, value: null };
    },
  );
}
