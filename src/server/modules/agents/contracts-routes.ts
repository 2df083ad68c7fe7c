import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ContractActionSchema,
  ContractOfferSchema,
  ContractPreviewRequestSchema,
  ContractPreviewValueSchema,
  ContractsValueSchema,
  ContractsQuerySchema,
  ContractViewSchema,
  type ContractKind,
} from '../../../shared/api/agent';
import { ENDPOINTS, type EndpointDescriptor } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import { signedInOf } from '../../plugins/member-auth';
import { decideContract, listContracts, offerContract, previewContract } from './contracts';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const ViewEnvelope = EnvelopeSchema(ContractViewSchema);

/** The relay call of each kind (api-contract.md 3.6): daily and dividend GET with a query, the others POST. */
const RELAYS: readonly [ContractKind, EndpointDescriptor][] = [
  ['daily', ENDPOINTS.processDailySalContract],
  ['hourly', ENDPOINTS.processContractHourSalary],
  ['realtime', ENDPOINTS.processRealTimeSalaryContract],
  ['dividend', ENDPOINTS.processDividendReq],
];

/** The agents' contract calls (HTTP shape only; the rules are in contracts.ts). */
export function contractRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const agentOf = (request: FastifyRequest) => signedInOf(request).member;

  typed.get(
    ENDPOINTS.agentContracts.path,
    {
      schema: {
        querystring: ContractsQuerySchema,
        response: { 200: EnvelopeSchema(ContractsValueSchema), ...errors },
      },
    },
    async (request) => ({ success: true, value: await listContracts(db, agentOf(request), request.query.kind) }),
  );

  typed.post(
    ENDPOINTS.agentOfferContract.path,
    { schema: { body: ContractOfferSchema, response: { 200: ViewEnvelope, ...errors } } },
    async (request) => ({ success: true, value: await offerContract(db, agentOf(request), request.body) }),
  );

  typed.post(
    ENDPOINTS.agentPreviewContract.path,
    {
      schema: {
        body: ContractPreviewRequestSchema,
        response: { 200: EnvelopeSchema(ContractPreviewValueSchema), ...errors },
      },
    },
    async (request) => ({ success: true, value: await previewContract(db, agentOf(request), request.body) }),
  );

  for (const [kind, endpoint] of RELAYS) {
    if (endpoint.method === 'GET')
      typed.get(
        endpoint.path,
        { schema: { querystring: ContractActionSchema, response: { 200: ViewEnvelope, ...errors } } },
        async (request) => ({ success: true, value: await decideContract(db, agentOf(request), kind, request.query) }),
      );
    else
      typed.post(
        endpoint.path,
        { schema: { body: ContractActionSchema, response: { 200: ViewEnvelope, ...errors } } },
        async (request) => ({ success: true, value: await decideContract(db, agentOf(request), kind, request.body) }),
      );
  }
}
