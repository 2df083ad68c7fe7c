import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  ChannelUpdateSchema,
  DepositConfirmSchema,
  DepositQueuePageSchema,
  DepositQueueQuerySchema,
  DepositQueueRowSchema,
  DepositRejectSchema,
  MerchantQuerySchema,
  MethodAdminViewSchema,
  OrderNoParamsSchema,
  ReceivingAccountInputSchema,
  ReceivingAccountSchema,
  ReceivingAccountUpdateSchema,
} from '../../../shared/api/deposit';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import type { Actor } from '../admin/service';
import {
  addReceivingAccount,
  channelList,
  confirmDeposit,
  depositQueue,
  receivingAccounts,
  rejectDeposit,
  updateChannel,
  updateReceivingAccount,
  type OperatorDeps,
} from './operator';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const RowEnvelope = { 200: EnvelopeSchema(DepositQueueRowSchema), ...errors };
const AccountEnvelope = { 200: EnvelopeSchema(ReceivingAccountSchema), ...errors };
const ChannelsEnvelope = { 200: EnvelopeSchema(Type.Array(MethodAdminViewSchema)), ...errors };

/** The cashier's deposit calls under /admin/api/cashier (registered by admin/routes.ts with its sign-in). */
export function depositOperatorRoutes(
  app: FastifyInstance,
  deps: OperatorDeps,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}cashier`;

  typed.get(
    `${base}/deposits`,
    {
      schema: {
        querystring: DepositQueueQuerySchema,
        response: { 200: EnvelopeSchema(DepositQueuePageSchema), ...errors },
      },
    },
    async (request) => ({ success: true, value: await depositQueue(deps, await signedIn(request), request.query) }),
  );

  typed.post(
    `${base}/deposits/:orderNo/confirm`,
    { schema: { params: OrderNoParamsSchema, body: DepositConfirmSchema, response: RowEnvelope } },
    async (request) => ({
      success: true,
      value: await confirmDeposit(deps, await signedIn(request), { ...request.body, orderNo: request.params.orderNo }),
    }),
  );

  typed.post(
    `${base}/deposits/:orderNo/reject`,
    { schema: { params: OrderNoParamsSchema, body: DepositRejectSchema, response: RowEnvelope } },
    async (request) => ({
      success: true,
      value: await rejectDeposit(deps, await signedIn(request), { ...request.body, orderNo: request.params.orderNo }),
    }),
  );

  typed.get(
    `${base}/receiving-accounts`,
    {
      schema: {
        querystring: MerchantQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(ReceivingAccountSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await receivingAccounts(deps, await signedIn(request), request.query.merchant),
    }),
  );

  typed.post(
    `${base}/receiving-accounts`,
    { schema: { querystring: MerchantQuerySchema, body: ReceivingAccountInputSchema, response: AccountEnvelope } },
    async (request) => ({
      success: true,
      value: await addReceivingAccount(deps, await signedIn(request), request.query.merchant, request.body),
    }),
  );

  typed.put(
    `${base}/receiving-accounts`,
    { schema: { querystring: MerchantQuerySchema, body: ReceivingAccountUpdateSchema, response: AccountEnvelope } },
    async (request) => ({
      success: true,
      value: await updateReceivingAccount(deps, await signedIn(request), request.query.merchant, request.body),
    }),
  );

  typed.get(
    `${base}/channels`,
    { schema: { querystring: MerchantQuerySchema, response: ChannelsEnvelope } },
    async (request) => ({
      success: true,
      value: await channelList(deps, await signedIn(request), request.query.merchant),
    }),
  );

  typed.put(
    `${base}/channels`,
    { schema: { querystring: MerchantQuerySchema, body: ChannelUpdateSchema, response: ChannelsEnvelope } },
    async (request) => ({
      success: true,
      value: await updateChannel(deps, await signedIn(request), request.query.merchant, request.body),
    }),
  );
}
