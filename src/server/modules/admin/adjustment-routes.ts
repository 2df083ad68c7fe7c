import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdjustmentApproveSchema,
  AdjustmentIdParamsSchema,
  AdjustmentQueuePageSchema,
  AdjustmentQueueQuerySchema,
  AdjustmentRejectSchema,
  AdjustmentRequestViewSchema,
} from '../../../shared/api/admin-wallet';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import { approveAdjustment, listAdjustmentRequests, rejectAdjustment } from './adjustment-requests';
import type { Actor, AdminDeps } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const ViewEnvelope = { 200: EnvelopeSchema(AdjustmentRequestViewSchema), ...errors };

/** The adjustments tab of the cashier queue: /admin/api/cashier/adjustments (role cashier or admin). */
export function adjustmentQueueRoutes(
  app: FastifyInstance,
  deps: AdminDeps,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}cashier/adjustments`;

  typed.get(
    base,
    {
      schema: {
        querystring: AdjustmentQueueQuerySchema,
        response: { 200: EnvelopeSchema(AdjustmentQueuePageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await listAdjustmentRequests(deps, await signedIn(request), request.query),
    }),
  );

  typed.post(
    `${base}/:id/approve`,
    { schema: { params: AdjustmentIdParamsSchema, body: AdjustmentApproveSchema, response: ViewEnvelope } },
    async (request) => ({
      success: true,
      value: await approveAdjustment(deps, await signedIn(request), {
        merchant: request.body.merchant,
        id: request.params.id,
      }),
    }),
  );

  typed.post(
    `${base}/:id/reject`,
    { schema: { params: AdjustmentIdParamsSchema, body: AdjustmentRejectSchema, response: ViewEnvelope } },
    async (request) => ({
      success: true,
      value: await rejectAdjustment(deps, await signedIn(request), { ...request.body, id: request.params.id }),
    }),
  );
}
