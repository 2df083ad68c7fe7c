import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  LotteryIssueParamsSchema,
  LotteryIssueViewSchema,
  LotteryPendingParamsSchema,
  LotteryPendingSchema,
  LotteryResolveSchema,
  LotteryResultEntrySchema,
  LotteryVoidSchema,
  type LotteryIssueParams,
} from '../../../shared/api/lottery';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireRole, type Actor } from '../admin/service';
import { findIssue, gameByCode, issueView } from './issue-view';
import { pendingIssues } from './pending';
import { enterResult, resolveIssue, voidIssue, type IssueAction } from './results';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const answer = { 200: EnvelopeSchema(LotteryIssueViewSchema), ...errors };

/**
 * Operators' results of real draws (operator role; cashiers are refused by the operator API's
 * access rules): the work list, read an issue, enter or import one source's result, resolve a
 * hold, void.
 */
export function adminLotteryRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => number,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/admin/api/lottery/:merchant/:gameCode/:numero';
  const brandIdOf = async (request: FastifyRequest, merchant: string) => {
    const actor = await actorOf(request);
    requireRole(actor, 'operator');
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, merchant));
    if (!brand) throw notFound(`No brand ${merchant}`);
    return { actor, brandId: brand.id };
  };
  const actionOf = async (request: FastifyRequest, params: LotteryIssueParams): Promise<IssueAction> => {
    const { actor, brandId } = await brandIdOf(request, params.merchant);
    return { brandId, gameCode: params.gameCode, numero: params.numero, actor, now: now() };
  };

  typed.get(
    '/admin/api/lottery/:merchant/pending',
    {
      schema: {
        params: LotteryPendingParamsSchema,
        response: { 200: EnvelopeSchema(LotteryPendingSchema), ...errors },
      },
    },
    async (request) => {
      const { brandId } = await brandIdOf(request, request.params.merchant);
      return { success: true, value: await pendingIssues(db, brandId, now()) };
    },
  );

  typed.get(base, { schema: { params: LotteryIssueParamsSchema, response: answer } }, async (request) => {
    const action = await actionOf(request, request.params);
    const game = await gameByCode(db, action.brandId, action.gameCode);
    return { success: true, value: await issueView(db, game, await findIssue(db, game.id, action.numero, false)) };
  });

  typed.post(
    `${base}/results`,
    { schema: { params: LotteryIssueParamsSchema, body: LotteryResultEntrySchema, response: answer } },
    async (request) => ({
      success: true,
      value: await enterResult(db, { ...(await actionOf(request, request.params)), ...request.body }),
    }),
  );

  typed.post(
    `${base}/resolve`,
    { schema: { params: LotteryIssueParamsSchema, body: LotteryResolveSchema, response: answer } },
    async (request) => ({
      success: true,
      value: await resolveIssue(db, { ...(await actionOf(request, request.params)), ...request.body }),
    }),
  );

  typed.post(
    `${base}/void`,
    { schema: { params: LotteryIssueParamsSchema, body: LotteryVoidSchema, response: answer } },
    async (request) => ({
      success: true,
      value: await voidIssue(db, { ...(await actionOf(request, request.params)), ...request.body }),
    }),
  );
}
