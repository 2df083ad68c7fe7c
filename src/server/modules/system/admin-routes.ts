import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import Type from 'typebox';
import {
  CustomerServiceChannelsSchema,
  MerchantParamsSchema,
  ModuleSwitchSchema,
  type CustomerServiceChannels,
} from '../../../shared/api/admin';
import { contactEntryProblem } from '../../../shared/api/contact-channels';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { flattenWhitelabel, WhitelabelNodeSchema, type WhitelabelNode } from '../../../shared/api/system';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** The tree with one module's switch changed (a new tree; the stored one is not mutated). */
export function switchModule(nodes: readonly WhitelabelNode[], modId: string, enabled: boolean): WhitelabelNode[] {
  return nodes.map((node) => ({
    ...node,
    enabled: node.modId === modId ? (enabled ? '1' : '0') : node.enabled,
    childrenNodes: switchModule(node.childrenNodes, modId, enabled),
  }));
}

/**
 * The brand's start-up configuration an operator edits: whitelabel module switches (mobile
 * registration once an SMS provider sends texts, free play, ...) and the customer-service
 * channels the site's contact panel lists. Each change is audited and live in every process
 * within the brand cache's refresh (onBrandChanged refreshes this one at once).
 */
export function adminSystemRoutes(
  app: FastifyInstance,
  db: Database,
  onBrandChanged: (() => Promise<void>) | undefined,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/admin/api/brands/:merchant';

  typed.put(
    `${base}/modules`,
    {
      schema: {
        params: MerchantParamsSchema,
        body: ModuleSwitchSchema,
        response: { 200: EnvelopeSchema(Type.Array(WhitelabelNodeSchema)), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      requireRole(actor, 'operator');
      const { merchant } = request.params;
      const { modId, enabled } = request.body;
      const tree = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ whitelabel: brands.whitelabel })
          .from(brands)
          .where(eq(brands.merchantCode, merchant))
          .for('update');
        if (!row) throw notFound(`No brand ${merchant}`);
        if (!(modId in flattenWhitelabel(row.whitelabel))) throw badRequest(`The brand has no module ${modId}`);
        const next = switchModule(row.whitelabel, modId, enabled);
        await tx
          .update(brands)
          .set({ whitelabel: next, updatedAt: new Date() })
          .where(eq(brands.merchantCode, merchant));
        await insertAudit(tx, {
          operator: actor.name,
          operatorId: actor.operatorId,
          action: 'brand.module',
          detail: { merchant, modId, enabled },
          ip: actor.ip,
        });
        return next;
      });
      await onBrandChanged?.();
      return { success: true, value: tree };
    },
  );

  const channelsPath = `${base}/customer-service`;
  typed.get(
    channelsPath,
    {
      schema: {
        params: MerchantParamsSchema,
        response: { 200: EnvelopeSchema(CustomerServiceChannelsSchema), ...errors },
      },
    },
    async (request) => {
      requireRole(await actorOf(request), 'operator');
      const [row] = await db
        .select({ channels: brands.customerService })
        .from(brands)
        .where(eq(brands.merchantCode, request.params.merchant));
      if (!row) throw notFound(`No brand ${request.params.merchant}`);
      return { success: true, value: { channels: row.channels } };
    },
  );

  typed.put(
    channelsPath,
    {
      schema: {
        params: MerchantParamsSchema,
        body: CustomerServiceChannelsSchema,
        response: { 200: EnvelopeSchema(CustomerServiceChannelsSchema), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      requireRole(actor, 'operator');
      const { merchant } = request.params;
      const channels: CustomerServiceChannels['channels'] = request.body.channels.map((entry) => ({
        csType: entry.csType.trim(),
        csPosition: entry.csPosition.trim(),
        url: entry.url.trim(),
      }));
      // Every problem at once, and nothing stored while any remains.
      const problems = channels.flatMap((entry, index) => {
        const problem = contactEntryProblem(entry);
        return problem ? [`channels[${index}]: ${problem}`] : [];
      });
      if (problems.length > 0) throw badRequest(problems.join('; '));
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(brands)
          .set({ customerService: channels, updatedAt: new Date() })
          .where(eq(brands.merchantCode, merchant))
          .returning({ id: brands.id });
        if (updated.length === 0) throw notFound(`No brand ${merchant}`);
        await insertAudit(tx, {
          operator: actor.name,
          operatorId: actor.operatorId,
          action: 'brand.customerService',
          detail: { merchant, channels },
          ip: actor.ip,
        });
      });
      await onBrandChanged?.();
      return { success: true, value: { channels } };
    },
  );
}
