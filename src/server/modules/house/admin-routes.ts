import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { MerchantParamsSchema } from '../../../shared/api/admin';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { HouseSettingsSchema, HouseSettingsUpdateSchema } from '../../../shared/api/house';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { houseSettingsOf, type HouseSettings } from './settings';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/**
 * The brand's house-game rules for its jurisdiction (spin interval, autoplay, jackpot, stakes,
 * fun balance): operators read and change them; a change is audited (`brand.house`) and live in
 * every process within the brand cache's refresh.
 */
export function adminHouseRoutes(
  app: FastifyInstance,
  db: Database,
  onBrandChanged: (() => Promise<void>) | undefined,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const path = '/admin/api/brands/:merchant/house-settings';
  const read = async (merchant: string): Promise<HouseSettings> => {
    const [row] = await db
      .select({ settings: brands.houseSettings })
      .from(brands)
      .where(eq(brands.merchantCode, merchant));
    if (!row) throw notFound(`No brand ${merchant}`);
    return houseSettingsOf(row.settings);
  };

  typed.get(
    path,
    { schema: { params: MerchantParamsSchema, response: { 200: EnvelopeSchema(HouseSettingsSchema), ...errors } } },
    async (request) => {
      requireRole(await actorOf(request), 'operator');
      return { success: true, value: await read(request.params.merchant) };
    },
  );

  typed.put(
    path,
    {
      schema: {
        params: MerchantParamsSchema,
        body: HouseSettingsUpdateSchema,
        response: { 200: EnvelopeSchema(HouseSettingsSchema), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      requireRole(actor, 'operator');
      const { merchant } = request.params;
      const change: Static<typeof HouseSettingsUpdateSchema> = request.body;
      const value = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(brands)
          .set({
            houseSettings: sql`${brands.houseSettings} || ${JSON.stringify(change)}::jsonb`,
            updatedAt: new Date(),
          })
          .where(eq(brands.merchantCode, merchant))
          .returning({ settings: brands.houseSettings });
        if (!row) throw notFound(`No brand ${merchant}`);
        await insertAudit(tx, {
          operator: actor.name,
          operatorId: actor.operatorId,
          action: 'brand.house',
          detail: { merchant, change },
          ip: actor.ip,
        });
        return houseSettingsOf(row.settings);
      });
      await onBrandChanged?.();
      return { success: true, value };
    },
  );
}
