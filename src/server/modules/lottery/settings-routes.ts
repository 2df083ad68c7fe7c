import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import Type from 'typebox';
import { MerchantParamsSchema } from '../../../shared/api/admin';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { lotterySettingsOf } from './settings';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const Minor = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** The brand's lottery risk settings (modules/lottery/settings.ts), minor units. */
export const LotterySettingsSchema = Type.Object({
  keyCapMinor: Minor,
  ticketMaxPayoutMinor: Minor,
  issueMaxPayoutMinor: Minor,
});
export const LotterySettingsUpdateSchema = Type.Partial(LotterySettingsSchema, { minProperties: 1 });

/**
 * The operators' lottery risk settings, as the house settings are kept: GET and PUT (a partial
 * change merged over what the brand stores, audited `brand.lottery`). Placing reads them at each
 * slip, so a change applies to the next bet in every process.
 */
export function adminLotterySettingsRoutes(
  app: FastifyInstance,
  db: Database,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const path = '/admin/api/brands/:merchant/lottery-settings';

  typed.get(
    path,
    { schema: { params: MerchantParamsSchema, response: { 200: EnvelopeSchema(LotterySettingsSchema), ...errors } } },
    async (request) => {
      requireRole(await actorOf(request), 'operator');
      const [row] = await db
        .select({ settings: brands.lotterySettings })
        .from(brands)
        .where(eq(brands.merchantCode, request.params.merchant));
      if (!row) throw notFound(`No brand ${request.params.merchant}`);
      return { success: true, value: lotterySettingsOf(row.settings) };
    },
  );

  typed.put(
    path,
    {
      schema: {
        params: MerchantParamsSchema,
        body: LotterySettingsUpdateSchema,
        response: { 200: EnvelopeSchema(LotterySettingsSchema), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      requireRole(actor, 'operator');
      const { merchant } = request.params;
      const change = request.body;
      const value = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(brands)
          .set({
            lotterySettings: sql`${brands.lotterySettings} || ${JSON.stringify(change)}::jsonb`,
            updatedAt: new Date(),
          })
          .where(eq(brands.merchantCode, merchant))
          .returning({ settings: brands.lotterySettings });
        if (!row) throw notFound(`No brand ${merchant}`);
        await insertAudit(tx, {
          operator: actor.name,
          operatorId: actor.operatorId,
          action: 'brand.lottery',
          detail: { merchant, change },
          ip: actor.ip,
        });
        return lotterySettingsOf(row.settings);
      });
      return { success: true, value };
    },
  );
}
