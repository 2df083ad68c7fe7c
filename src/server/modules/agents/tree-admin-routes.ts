import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  MoveMemberSchema,
  MoveResultSchema,
  OperatorTreePageSchema,
  OperatorTreeQuerySchema,
} from '../../../shared/api/agent';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import type { Actor } from '../admin/service';
import { agentTreePage, moveMember } from './tree-admin';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const Merchant = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 64 }) });

/** The operator's agent-tree API (operator role, the default of route-access.ts). */
export function adminTreeRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}agent-tree/:merchant`;

  typed.get(
    base,
    {
      schema: {
        params: Merchant,
        querystring: OperatorTreeQuerySchema,
        response: { 200: EnvelopeSchema(OperatorTreePageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await agentTreePage(db, await signedIn(request), request.params.merchant, request.query),
    }),
  );

  typed.post(
    `${base}/move`,
    {
      schema: {
        params: Merchant,
        body: MoveMemberSchema,
        response: { 200: EnvelopeSchema(MoveResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await moveMember(db, await signedIn(request), request.params.merchant, request.body),
    }),
  );
}
