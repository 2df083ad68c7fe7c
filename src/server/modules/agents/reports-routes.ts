import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  TeamBetsPageSchema,
  TeamBetsQuerySchema,
  TeamOverviewQuerySchema,
  TeamOverviewSchema,
  UserLossPageSchema,
  UserLossQuerySchema,
} from '../../../shared/api/agent';
import type { Database } from '../../db/client';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import { teamBets, teamOverview, userLoss, type ReportCaller } from './reports-service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** The agent centre's reports (HTTP shape only; rules in reports-service.ts). */
export function agentReportRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const callerOf = (request: FastifyRequest): ReportCaller => {
    const { member } = signedInOf(request);
    return { id: member.id, brandId: member.brandId, type: member.type };
  };

  typed.get(
    ENDPOINTS.agentTeamOverview.path,
    {
      schema: {
        querystring: TeamOverviewQuerySchema,
        response: { 200: EnvelopeSchema(TeamOverviewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await teamOverview(db, callerOf(request), request.query.period ?? 'day'),
    }),
  );

  typed.get(
    ENDPOINTS.agentTeamBets.path,
    { schema: { querystring: TeamBetsQuerySchema, response: { 200: EnvelopeSchema(TeamBetsPageSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: await teamBets(db, callerOf(request), request.query, contextOf(request).language),
    }),
  );

  typed.get(
    ENDPOINTS.agentUserLoss.path,
    { schema: { querystring: UserLossQuerySchema, response: { 200: EnvelopeSchema(UserLossPageSchema), ...errors } } },
    async (request) => ({ success: true, value: await userLoss(db, callerOf(request), request.query) }),
  );
}
