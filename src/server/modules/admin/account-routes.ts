import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MerchantParamsSchema } from '../../../shared/api/admin';
import {
  MailOutboxEntrySchema,
  MemberAdminViewSchema,
  MemberParamsSchema,
  MemberPasswordResetSchema,
  OutboxQuerySchema,
  SmsOutboxEntrySchema,
} from '../../../shared/api/admin-accounts';
import { AdjustmentAnswerSchema, AdjustmentRequestSchema } from '../../../shared/api/admin-wallet';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import { mailOutbox, resetMemberPassword, smsOutbox, unlockMember } from './accounts';
import { requestAdjustment } from './adjustment-requests';
import { requireRole, type Actor, type AdminDeps } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const MemberEnvelope = { 200: EnvelopeSchema(MemberAdminViewSchema), ...errors };

/**
 * Operator account tools under /admin/api/brands/:merchant (outboxes, unlock, password reset: role
 * operator; wallet adjustments: role cashier, two-person rule at the brand's approval amount).
 */
export function adminAccountRoutes(
  app: FastifyInstance,
  deps: AdminDeps,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}brands/:merchant`;

  typed.get(
    `${base}/sms-outbox`,
    {
      schema: {
        params: MerchantParamsSchema,
        querystring: OutboxQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(SmsOutboxEntrySchema)), ...errors },
      },
    },
    async (request) => {
      requireRole(await signedIn(request), 'operator');
      return { success: true, value: await smsOutbox(deps, request.params.merchant, request.query.limit) };
    },
  );

  typed.get(
    `${base}/mail-outbox`,
    {
      schema: {
        params: MerchantParamsSchema,
        querystring: OutboxQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(MailOutboxEntrySchema)), ...errors },
      },
    },
    async (request) => {
      requireRole(await signedIn(request), 'operator');
      return { success: true, value: await mailOutbox(deps, request.params.merchant, request.query.limit) };
    },
  );

  typed.post(
    `${base}/members/:username/unlock`,
    { schema: { params: MemberParamsSchema, response: MemberEnvelope } },
    async (request) => ({
      success: true,
      value: await unlockMember(deps, await signedIn(request), request.params),
    }),
  );

  typed.put(
    `${base}/members/:username/password`,
    { schema: { params: MemberParamsSchema, body: MemberPasswordResetSchema, response: MemberEnvelope } },
    async (request) => ({
      success: true,
      value: await resetMemberPassword(deps, await signedIn(request), { ...request.params, ...request.body }),
    }),
  );

  typed.post(
    `${base}/members/:username/adjustments`,
    {
      schema: {
        params: MemberParamsSchema,
        body: AdjustmentRequestSchema,
        response: { 200: EnvelopeSchema(AdjustmentAnswerSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await requestAdjustment(deps, await signedIn(request), { ...request.params, ...request.body }),
    }),
  );
}
