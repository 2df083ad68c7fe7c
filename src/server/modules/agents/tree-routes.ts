import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type, { type Static } from 'typebox';
import {
  AgentAnnouncementSchema,
  CreateLinkSchema,
  DownlineDetailSchema,
  DownlinePageSchema,
  DownlineQuerySchema,
  RegisterDownlineSchema,
  RegisteredDownlineSchema,
  RegistrationLinkSchema,
  RegistrationLinksValueSchema,
} from '../../../shared/api/agent';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import type { RegistrationLinkRow } from '../../db/schema';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import { callerOf } from '../auth/routes';
import type { BrandSnapshot } from '../system/snapshot';
import { requireAgent } from './access';
import { registerDownline } from './accounts';
import { agentAnnouncements } from './announcements';
import { createLink, disableLink, ensureAffiliateCode, selectLinks } from './links';
import { downlineDetail, listDownline } from './tree';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export interface TreeRouteDeps {
  db: Database;
  /** The server's public URL: the base of registration links when the brand has no main domain of its own. */
  publicUrl: string;
  now: () => number;
}

/** Where a shared link sends a visitor: the site's registration with the code filled in. */
export function linkUrl(brand: BrandSnapshot, publicUrl: string, code: string): string {
  const main = brand.info.mainDomain.trim();
  const base = main === '' || main === new URL(publicUrl).host ? publicUrl : `https://${main}`;
  return `${base}/register?affiliateCode=${encodeURIComponent(code)}`;
}

function linkView(
  brand: BrandSnapshot,
  publicUrl: string,
  row: RegistrationLinkRow,
): Static<typeof RegistrationLinkSchema> {
  return {
    id: row.id,
    code: row.code,
    accountType: row.accountType as Static<typeof RegistrationLinkSchema>['accountType'],
    url: linkUrl(brand, publicUrl, row.code),
    registrations: row.registrations,
    disabled: row.disabled,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * The tree stream's agent-centre calls: announcements, register account, registration links and
 * team management. Each answers 403 agent.only to a non-agent and 404 agent.not.downline for an
 * id outside the caller's subtree (agents/access.ts).
 */
export function agentTreeRoutes(app: FastifyInstance, deps: TreeRouteDeps): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps;
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;
  const agentOf = (request: FastifyRequest) => requireAgent(signedInOf(request).member);

  typed.get(
    ENDPOINTS.agentAnnouncements.path,
    { schema: { response: { 200: EnvelopeSchema(Type.Array(AgentAnnouncementSchema)), ...errors } } },
    async (request) => ({
      success: true,
      value: await agentAnnouncements(
        db,
        brandOf(request),
        agentOf(request),
        contextOf(request).language,
        new Date(deps.now()),
      ),
    }),
  );

  typed.post(
    ENDPOINTS.agentRegisterAccount.path,
    {
      schema: { body: RegisterDownlineSchema, response: { 200: EnvelopeSchema(RegisteredDownlineSchema), ...errors } },
    },
    async (request) => {
      const member = await registerDownline(
        db,
        brandOf(request),
        agentOf(request),
        request.body,
        callerOf(request),
        deps.now(),
      );
      return { success: true, value: { id: member.id, username: member.username, type: member.type } };
    },
  );

  typed.get(
    ENDPOINTS.agentLinks.path,
    { schema: { response: { 200: EnvelopeSchema(RegistrationLinksValueSchema), ...errors } } },
    async (request) => {
      const agent = agentOf(request);
      const brand = brandOf(request);
      const [affiliateCode, links] = await Promise.all([ensureAffiliateCode(db, agent), selectLinks(db, agent.id)]);
      return {
        success: true,
        value: { affiliateCode, links: links.map((row) => linkView(brand, deps.publicUrl, row)) },
      };
    },
  );

  typed.post(
    ENDPOINTS.agentCreateLink.path,
    { schema: { body: CreateLinkSchema, response: { 200: EnvelopeSchema(RegistrationLinkSchema), ...errors } } },
    async (request) => {
      const row = await createLink(db, agentOf(request), request.body.accountType);
      return { success: true, value: linkView(brandOf(request), deps.publicUrl, row) };
    },
  );

  typed.delete(
    ENDPOINTS.agentDisableLink.path,
    { schema: { params: IdParams, response: { 200: EnvelopeSchema(RegistrationLinkSchema), ...errors } } },
    async (request) => {
      const row = await disableLink(db, agentOf(request), request.params.id);
      return { success: true, value: linkView(brandOf(request), deps.publicUrl, row) };
    },
  );

  typed.get(
    ENDPOINTS.agentDownline.path,
    { schema: { querystring: DownlineQuerySchema, response: { 200: EnvelopeSchema(DownlinePageSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: await listDownline(db, brandOf(request), agentOf(request), request.query),
    }),
  );

  typed.get(
    ENDPOINTS.agentDownlineMember.path,
    { schema: { params: IdParams, response: { 200: EnvelopeSchema(DownlineDetailSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: await downlineDetail(db, brandOf(request), agentOf(request), request.params.id),
    }),
  );
}
