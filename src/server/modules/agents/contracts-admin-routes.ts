import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  ContractHistoryPageSchema,
  ContractHistoryQuerySchema,
  ContractSettingsSchema,
  ContractViewSchema,
  OperatorContractsOverviewSchema,
  OperatorDecisionSchema,
  PlatformContractSchema,
  SuspensionSchema,
} from '../../../shared/api/agent';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import type { Actor } from '../admin/service';
import {
  changeContractSettings,
  contractHistory,
  contractsOverview,
  decideQueued,
  setPlatformContract,
  setSuspension,
} from './contracts-admin';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const Merchant = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 64 }) });
const ContractParams = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** The operator's agent-contract API (operator role, the default of route-access.ts). */
export function adminContractRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}agent-contracts/:merchant`;

  typed.get(
    base,
    { schema: { params: Merchant, response: { 200: EnvelopeSchema(OperatorContractsOverviewSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: await contractsOverview(db, await signedIn(request), request.params.merchant),
    }),
  );

  typed.put(
    `${base}/settings`,
    {
      schema: {
        params: Merchant,
        body: ContractSettingsSchema,
        response: { 200: EnvelopeSchema(ContractSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await changeContractSettings(db, await signedIn(request), request.params.merchant, request.body),
    }),
  );

  typed.post(
    `${base}/platform`,
    {
      schema: {
        params: Merchant,
        body: PlatformContractSchema,
        response: { 200: EnvelopeSchema(ContractViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await setPlatformContract(db, await signedIn(request), request.params.merchant, request.body),
    }),
  );

  typed.post(
    `${base}/queue/:id`,
    {
      schema: {
        params: ContractParams,
        body: OperatorDecisionSchema,
        response: { 200: EnvelopeSchema(ContractViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await decideQueued(
        db,
        await signedIn(request),
        request.params.merchant,
        request.params.id,
        request.body.action,
      ),
    }),
  );

  typed.post(
    `${base}/suspensions`,
    {
      schema: {
        params: Merchant,
        body: SuspensionSchema,
        response: {
          200: EnvelopeSchema(Type.Object({ username: Type.String(), suspended: Type.Boolean() })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true,
      value: await setSuspension(db, await signedIn(request), request.params.merchant, request.body),
    }),
  );

  typed.get(
    `${base}/history`,
    {
      schema: {
        params: Merchant,
        querystring: ContractHistoryQuerySchema,
        response: { 200: EnvelopeSchema(ContractHistoryPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await contractHistory(db, await signedIn(request), request.params.merchant, request.query),
    }),
  );
}
