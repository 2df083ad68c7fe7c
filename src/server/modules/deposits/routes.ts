import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  DepositLimitChangeSchema,
  DepositLimitConfirmSchema,
  DepositLimitsViewSchema,
  DepositOrderPageSchema,
  DepositOrderQuerySchema,
  DepositOrderRequestSchema,
  DepositOrderViewSchema,
  DepositSettingsViewSchema,
  DepositSlipRequestSchema,
  OrderNoParamsSchema,
} from '../../../shared/api/deposit';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { runEvery } from '../../lib/scheduler';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import { handleCallback } from './callbacks';
import { unsafeValue } from '../../plugins/input-guard';
import { EXPIRY_INTERVAL_MS, expireOrders } from './expiry';
import { changeLimit, confirmLimit, limitsView } from './limits';
import { sandboxAction, sandboxPage } from './sandbox-gateway';
import { attachSlip, createOrder, depositSettings, getOrder, listOrders, type DepositDeps } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
/** Callbacks and sandbox form posts are small; anything bigger is not one. */
const RAW_BODY_LIMIT = 64 * 1024;

/** Deposit calls of players, the providers' callbacks, the sandbox gateway's page and the expiry job. */
export function depositRoutes(app: FastifyInstance, deps: DepositDeps): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;
  const memberOf = (request: FastifyRequest) => signedInOf(request).member;

  typed.get(
    ENDPOINTS.depositSettings.path,
    { schema: { response: { 200: EnvelopeSchema(DepositSettingsViewSchema), ...errors } } },
    async (request) => ({ success: true, value: await depositSettings(deps, brandOf(request), memberOf(request)) }),
  );

  typed.post(
    ENDPOINTS.createDeposit.path,
    {
      schema: { body: DepositOrderRequestSchema, response: { 200: EnvelopeSchema(DepositOrderViewSchema), ...errors } },
    },
    async (request) => ({
      success: true,
      value: await createOrder(deps, brandOf(request), memberOf(request), request.body),
    }),
  );

  typed.get(
    ENDPOINTS.depositOrders.path,
    {
      schema: {
        querystring: DepositOrderQuerySchema,
        response: { 200: EnvelopeSchema(DepositOrderPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await listOrders(deps, brandOf(request), memberOf(request), request.query),
    }),
  );

  typed.get(
    ENDPOINTS.depositOrder.path,
    { schema: { params: OrderNoParamsSchema, response: { 200: EnvelopeSchema(DepositOrderViewSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: await getOrder(deps, brandOf(request), memberOf(request), request.params.orderNo),
    }),
  );

  typed.put(
    ENDPOINTS.depositSlip.path,
    {
      schema: {
        params: OrderNoParamsSchema,
        body: DepositSlipRequestSchema,
        response: { 200: EnvelopeSchema(DepositOrderViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await attachSlip(deps, brandOf(request), memberOf(request), request.params.orderNo, request.body.uploadId),
    }),
  );

  const LimitsEnvelope = { 200: EnvelopeSchema(DepositLimitsViewSchema), ...errors };
  typed.get(ENDPOINTS.depositLimits.path, { schema: { response: LimitsEnvelope } }, async (request) => ({
    success: true,
    value: await limitsView(deps.db, memberOf(request).id, deps.now()),
  }));

  typed.put(
    ENDPOINTS.setDepositLimit.path,
    { schema: { body: DepositLimitChangeSchema, response: LimitsEnvelope } },
    async (request) => ({
      success: true,
      value: await changeLimit(deps.db, memberOf(request), request.body, deps.now()),
    }),
  );

  typed.post(
    ENDPOINTS.confirmDepositLimit.path,
    { schema: { body: DepositLimitConfirmSchema, response: LimitsEnvelope } },
    async (request) => ({
      success: true,
      value: await confirmLimit(deps.db, memberOf(request), request.body.period, deps.now()),
    }),
  );

  // Providers sign the exact bytes they send, so these routes read raw bodies of any type.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: RAW_BODY_LIMIT }, (_request, body, next) => {
      next(null, body);
    });
    const rawOf = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

    scope.post<{ Params: { provider: string } }>(ENDPOINTS.paymentCallback.path, async (request, reply) => {
      // Raw text skips the input guard's parsed-body check; no provider sends control characters.
      if (unsafeValue(rawOf(request), 'body') !== null)
        return reply.code(400).type('text/plain; charset=utf-8').send('malformed callback');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
      const answer = await handleCallback(
        deps.db,
        {
          provider: request.params.provider,
          body: rawOf(request),
          contentType: headers['content-type'] ?? '',
          headers,
          ip: request.ip,
        },
        deps.now,
        { sandbox: deps.sandbox },
      );
      if (!answer) return reply.code(404).type('text/plain; charset=utf-8').send('unknown provider');
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });

    // A production start has no sandbox pages: nothing can pay a sandbox order there.
    if (deps.sandbox)
      scope.post<{ Params: { orderNo: string } }>('/pay/sandbox/:orderNo', async (request, reply) => {
        const form = new URLSearchParams(rawOf(request));
        const outcome = form.get('outcome');
        if (outcome !== 'pay' && outcome !== 'fail')
          return reply.code(400).type('text/plain').send('outcome is pay or fail');
        const input = { orderNo: request.params.orderNo, token: form.get('t') ?? '', paid: outcome === 'pay' };
        return sendHtml(reply, await sandboxAction(deps.db, input, deps.publicUrl, deps.now()));
      });
    done();
  });

  if (deps.sandbox)
    app.get<{ Params: { orderNo: string }; Querystring: { t?: string } }>(
      '/pay/sandbox/:orderNo',
      {
        schema: {
          params: Type.Object({ orderNo: Type.String({ maxLength: 64 }) }),
          querystring: Type.Object({ t: Type.Optional(Type.String({ maxLength: 128 })) }),
        },
      },
      async (request, reply) =>
        sendHtml(reply, await sandboxPage(deps.db, request.params.orderNo, request.query.t ?? '')),
    );

  runEvery(app, 'deposit-expiry', EXPIRY_INTERVAL_MS, () => expireOrders(deps.db, deps.now()));
}

function sendHtml(reply: FastifyReply, page: { status: number; html: string }): FastifyReply {
  return reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
}
