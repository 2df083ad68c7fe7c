import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { CredentialInputSchema, CredentialParamsSchema, CredentialSchema } from '../../../shared/api/seamless-admin';
import type { Database } from '../../db/client';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import type { Actor } from '../admin/service';
import { CREDENTIAL_TOPIC, createCredential } from './credentials';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** POST /admin/api/games/:merchant/vendors/:vassalage/credentials: a seamless vendor's new credential. */
export function adminCredentialRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    `${ADMIN_API_PREFIX}games/:merchant/vendors/:vassalage/credentials`,
    {
      schema: {
        params: CredentialParamsSchema,
        body: CredentialInputSchema,
        response: { 200: EnvelopeSchema(CredentialSchema), ...errors },
      },
    },
    async (request, reply) => {
      const value = await createCredential(
        db,
        await signedIn(request),
        request.params.merchant,
        request.params.vassalage,
        request.body,
      );
      // A process that answered "unknown key" for this id a moment ago forgets that answer.
      await app.changes.publish(CREDENTIAL_TOPIC, value.keyId);
      // The secret is in this answer only: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return { success: true, value };
    },
  );
}
