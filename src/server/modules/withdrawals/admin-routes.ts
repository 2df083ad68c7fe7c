import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  CashierApproveSchema,
  CashierPaidSchema,
  CashierRejectSchema,
  CashierResolveReceiptSchema,
  CashierWithdrawalPageSchema,
  CashierWithdrawalQuerySchema,
  CashierWithdrawalSchema,
  OrderNoParamsSchema,
} from '../../../shared/api/withdraw';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import type { Actor, AdminDeps } from '../admin/service';
import {
  approveWithdrawal,
  listCashierWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  resolveReceipt,
} from './decisions';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const RowEnvelope = { 200: EnvelopeSchema(CashierWithdrawalSchema), ...errors };

/** The cashier's withdrawal queue under /admin/api/cashier/withdrawals (role cashier or admin). */
export function adminWithdrawalRoutes(
  app: FastifyInstance,
  deps: AdminDeps,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}cashier/withdrawals`;

  typed.get(
    base,
    {
      schema: {
        querystring: CashierWithdrawalQuerySchema,
        response: { 200: EnvelopeSchema(CashierWithdrawalPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await listCashierWithdrawals(deps, await signedIn(request), request.query),
    }),
  );

  typed.post(
    `${base}/:orderNo/approve`,
    { schema: { params: OrderNoParamsSchema, body: CashierApproveSchema, response: RowEnvelope } },
    async (request) => ({
      success: true,
      value: await approveWithdrawal(deps, await signedIn(request), { ...request.body, ...request.params }),
    }),
  );

  typed.post(
    `${base}/:orderNo/reject`,
    { schema: { params: OrderNoParamsSchema, body: CashierRejectSchema, response: RowEnvelope } },
    async (request) => ({
      success: true,
      value: await rejectWithdrawal(deps, await signedIn(request), { ...request.body, ...request.params }),
    }),
  );

  typed.post(
    `${base}/:orderNo/paid`,
    { schema: { params: OrderNoParamsSchema, body: CashierPaidSchema, response: RowEnvelope } },
    async (request) => ({
      success: true,
      value: await payWithdrawal(deps, await signedIn(request), { ...request.body, ...request.params }),
    }),
  );

  typed.post(
    `${base}/:orderNo/resolve-receipt`,
    { schema: { params: OrderNoParamsSchema, body: CashierResolveReceiptSchema, response: RowEnvelope } },
    async (request) => ({
      success: true,
      value: await resolveReceipt(deps, await signedIn(request), { ...request.body, ...request.params }),
    }),
  );
}
