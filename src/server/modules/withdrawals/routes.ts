import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  IdParamsSchema,
  OrderNoParamsSchema,
  PaymentPasswordRequestSchema,
  PaymentPasswordResultSchema,
  PayoutAccountRequestSchema,
  PayoutAccountViewSchema,
  ReceiptRequestSchema,
  WithdrawalListQuerySchema,
  WithdrawalPageSchema,
  WithdrawalViewSchema,
  WithdrawRequestSchema,
  WithdrawSettingsQuerySchema,
  WithdrawSettingsSchema,
} from '../../../shared/api/withdraw';
import type { Database } from '../../db/client';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import { callerOf } from '../auth/routes';
import { getWithdrawal, listWithdrawals, requestWithdrawal, withdrawSettings } from './orders';
import { setPaymentPassword } from './payment-password';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from './payout-accounts';
import { confirmReceipt } from './receipts';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const WithdrawalEnvelope = { 200: EnvelopeSchema(WithdrawalViewSchema), ...errors };

/** The player's withdrawal calls (HTTP shape only; the rules are in the service modules). */
export function withdrawalRoutes(app: FastifyInstance, db: Database, now: () => number): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;
  const memberOf = (request: FastifyRequest) => signedInOf(request).member;

  typed.get(
    ENDPOINTS.withdrawSettings.path,
    {
      schema: {
        querystring: WithdrawSettingsQuerySchema,
        response: { 200: EnvelopeSchema(WithdrawSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await withdrawSettings(db, brandOf(request), memberOf(request), now()),
    }),
  );

  typed.put(
    ENDPOINTS.paymentPassword.path,
    {
      schema: {
        body: PaymentPasswordRequestSchema,
        response: { 200: EnvelopeSchema(PaymentPasswordResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await setPaymentPassword(db, memberOf(request), request.body, now(), callerOf(request)),
    }),
  );

  typed.get(
    ENDPOINTS.payoutAccounts.path,
    { schema: { response: { 200: EnvelopeSchema(Type.Array(PayoutAccountViewSchema)), ...errors } } },
    async (request) => ({ success: true, value: await listPayoutAccounts(db, memberOf(request)) }),
  );

  typed.post(
    ENDPOINTS.addPayoutAccount.path,
    {
      schema: {
        body: PayoutAccountRequestSchema,
        response: { 200: EnvelopeSchema(PayoutAccountViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await addPayoutAccount(db, memberOf(request), request.body, now(), callerOf(request)),
    }),
  );

  typed.delete(
    ENDPOINTS.removePayoutAccount.path,
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(Type.Object({ removed: Type.Literal(true) })), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await removePayoutAccount(db, memberOf(request), request.params.id, now()),
    }),
  );

  typed.post(
    ENDPOINTS.withdraw.path,
    { schema: { body: WithdrawRequestSchema, response: WithdrawalEnvelope } },
    async (request) => ({
      success: true,
      value: await requestWithdrawal(db, brandOf(request), memberOf(request), request.body, now(), callerOf(request)),
    }),
  );

  typed.get(
    ENDPOINTS.withdrawals.path,
    {
      schema: {
        querystring: WithdrawalListQuerySchema,
        response: { 200: EnvelopeSchema(WithdrawalPageSchema), ...errors },
      },
    },
    async (request) => ({ success: true, value: await listWithdrawals(db, memberOf(request), request.query) }),
  );

  typed.get(
    ENDPOINTS.withdrawal.path,
    { schema: { params: OrderNoParamsSchema, response: WithdrawalEnvelope } },
    async (request) => ({ success: true, value: await getWithdrawal(db, memberOf(request), request.params.orderNo) }),
  );

  typed.post(
    ENDPOINTS.withdrawalReceipt.path,
    { schema: { params: OrderNoParamsSchema, body: ReceiptRequestSchema, response: WithdrawalEnvelope } },
    async (request) => ({
      success: true,
      value: await confirmReceipt(db, memberOf(request), request.params.orderNo, request.body, now()),
    }),
  );
}
