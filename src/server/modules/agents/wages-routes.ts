import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import Type from 'typebox';
import { CONTRACT_KINDS, WagesPageSchema, WagesQuerySchema } from '../../../shared/api/agent';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ERROR_CODES, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { AGENT_CENTRE_ROLES } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { brands, members } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { signedInOf } from '../../plugins/member-auth';
import { requireRole, type Actor } from '../admin/service';
import { WAGE_JOBS } from './wages-jobs';
import { localMidnight } from './wages-periods';
import { payoutPage, settledPeriods, wageJobRuns } from './wages-queries';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const DEFAULT_SIZE = 20;

/** A day range (YYYY-MM-DD, inclusive) as instants in the brand's zone; periods are filtered by their start. */
function rangeOf(timeZone: string, from?: string, to?: string): { from?: Date; to?: Date } {
  const at = (day: string, plus: number) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return localMidnight(timeZone, y, m - 1, d + plus);
  };
  return { from: from ? at(from, 0) : undefined, to: to ? at(to, 1) : undefined };
}

/** GET /wps/agent/wages: the signed-in agent's own payouts, received or paid, with totals. */
export function agentWageRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    ENDPOINTS.agentWages.path,
    { schema: { querystring: WagesQuerySchema, response: { 200: EnvelopeSchema(WagesPageSchema), ...errors } } },
    async (request) => {
      const { member } = signedInOf(request);
      if (!(AGENT_CENTRE_ROLES as readonly number[]).includes(member.type))
        throw new ApiError(403, ERROR_CODES.agentOnly, 'Only agents have wages');
      const q = request.query;
      const [brand] = await db.select({ timeZone: brands.timeZone }).from(brands).where(eq(brands.id, member.brandId));
      const page = q.page ?? 1;
      const size = q.size ?? DEFAULT_SIZE;
      const result = await payoutPage(
        db,
        {
          brandId: member.brandId,
          memberId: member.id,
          direction: q.direction ?? 'received',
          kind: q.kind,
          ...rangeOf(brand?.timeZone ?? 'UTC', q.from, q.to),
        },
        page,
        size,
      );
      return { success: true, value: { ...result, page, size } };
    },
  );
}

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const AdminPayoutsQuerySchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  kind: Type.Optional(Type.Union(CONTRACT_KINDS.map((k) => Type.Literal(k)))),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
const Money = Type.Number();
/** The agent's page of payouts (any payee here), plus the settled periods and the job journal. */
export const AdminPayoutsSchema = Type.Object({
  ...WagesPageSchema.properties,
  periods: Type.Array(
    Type.Object({
      kind: Type.String(),
      periodStart: Type.Integer(),
      periodEnd: Type.Integer(),
      payouts: Type.Integer(),
      amount: Money,
      durationMs: Type.Integer(),
      finishedAt: Type.Integer(),
    }),
  ),
  jobRuns: Type.Array(
    Type.Object({
      name: Type.String(),
      periodStart: Type.Integer(),
      runner: Type.String(),
      startedAt: Type.Integer(),
      finishedAt: Type.Union([Type.Integer(), Type.Null()]),
      error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

/** GET /admin/api/agent-payouts: every payout of a brand by kind and period, per agent, and the job runs. */
export function adminAgentPayoutRoutes(
  app: FastifyInstance,
  db: Database,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/admin/api/agent-payouts',
    {
      schema: {
        querystring: AdminPayoutsQuerySchema,
        response: { 200: EnvelopeSchema(AdminPayoutsSchema), ...errors },
      },
    },
    async (request) => {
      requireRole(await actorOf(request), 'operator');
      const q = request.query;
      const [brand] = await db
        .select({ id: brands.id, timeZone: brands.timeZone })
        .from(brands)
        .where(eq(brands.merchantCode, q.merchant));
      if (!brand) throw notFound(`No brand ${q.merchant}`);
      let payeeId: number | undefined;
      if (q.username) {
        const [agent] = await db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.brandId, brand.id), eq(members.username, q.username)));
        // An unknown name lists nothing (id 0 matches no row) rather than failing the page.
        payeeId = agent?.id ?? 0;
      }
      const page = q.page ?? 1;
      const size = q.size ?? DEFAULT_SIZE;
      const result = await payoutPage(
        db,
        { brandId: brand.id, payeeId, kind: q.kind, ...rangeOf(brand.timeZone, q.from, q.to) },
        page,
        size,
      );
      return {
        success: true,
        value: {
          ...result,
          page,
          size,
          periods: await settledPeriods(db, brand.id, 50),
          jobRuns: await wageJobRuns(
            db,
            Object.values(WAGE_JOBS).map((j) => j.name),
            50,
          ),
        },
      };
    },
  );
}
