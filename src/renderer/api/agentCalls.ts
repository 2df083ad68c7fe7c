import type { AxiosInstance } from 'axios';
import type { Static } from 'typebox';
import type {
  AgentAnnouncementSchema,
  ContractActionSchema,
  ContractKind,
  ContractOfferSchema,
  ContractPreviewRequestSchema,
  ContractPreviewValueSchema,
  ContractsValue,
  ContractViewSchema,
  CreateLinkSchema,
  DownlineDetailSchema,
  DownlinePageSchema,
  DownlineQuerySchema,
  RegisterDownlineSchema,
  RegisteredDownlineSchema,
  RegistrationLinkSchema,
  RegistrationLinksValueSchema,
  ReportPeriod,
  TeamBetsPageSchema,
  TeamBetsQuerySchema,
  TeamOverview,
  UserLossPageSchema,
  UserLossQuerySchema,
  WagesPageSchema,
  WagesQuerySchema,
} from '../../shared/api/agent';
import { ENDPOINTS, type EndpointDescriptor } from '../../shared/api/endpoints';
import type { ConsolidatedFundsSchema } from '../../shared/api/wallet';
import { callEndpoint } from './httpClient';
import { withPathParams } from './walletCalls';

/** The relay call that decides a contract of each kind (api-contract.md 3.6). */
const CONTRACT_RELAYS: Record<ContractKind, EndpointDescriptor> = {
  daily: ENDPOINTS.processDailySalContract,
  hourly: ENDPOINTS.processContractHourSalary,
  realtime: ENDPOINTS.processRealTimeSalaryContract,
  dividend: ENDPOINTS.processDividendReq,
};

/** The agent centre's calls (issue 18; src/shared/api/agent.ts, docs/api.md "Agent centre"). */
export function agentCalls(http: AxiosInstance) {
  return {
    getAgentAnnouncements: () =>
      callEndpoint<Static<typeof AgentAnnouncementSchema>[]>(http, ENDPOINTS.agentAnnouncements),
    registerDownline: (body: Static<typeof RegisterDownlineSchema>) =>
      callEndpoint<Static<typeof RegisteredDownlineSchema>>(http, ENDPOINTS.agentRegisterAccount, body),
    getRegistrationLinks: () => callEndpoint<Static<typeof RegistrationLinksValueSchema>>(http, ENDPOINTS.agentLinks),
    createRegistrationLink: (body: Static<typeof CreateLinkSchema>) =>
      callEndpoint<Static<typeof RegistrationLinkSchema>>(http, ENDPOINTS.agentCreateLink, body),
    disableRegistrationLink: (id: number) =>
      callEndpoint<Static<typeof RegistrationLinkSchema>>(http, withPathParams(ENDPOINTS.agentDisableLink, { id })),
    getDownline: (query: Static<typeof DownlineQuerySchema>) =>
      callEndpoint<Static<typeof DownlinePageSchema>>(http, ENDPOINTS.agentDownline, query),
    getDownlineMember: (id: number) =>
      callEndpoint<Static<typeof DownlineDetailSchema>>(http, withPathParams(ENDPOINTS.agentDownlineMember, { id })),
    // The period typed by hand: Static of a Union over a mapped array is `never` in typebox 1.
    getTeamOverview: (query: { period?: ReportPeriod }) =>
      callEndpoint<TeamOverview>(http, ENDPOINTS.agentTeamOverview, query),
    getTeamBets: (query: Static<typeof TeamBetsQuerySchema>) =>
      callEndpoint<Static<typeof TeamBetsPageSchema>>(http, ENDPOINTS.agentTeamBets, query),
    getUserLoss: (query: Static<typeof UserLossQuerySchema>) =>
      callEndpoint<Static<typeof UserLossPageSchema>>(http, ENDPOINTS.agentUserLoss, query),
    getWages: (query: Static<typeof WagesQuerySchema>) =>
      callEndpoint<Static<typeof WagesPageSchema>>(http, ENDPOINTS.agentWages, query),
    getContracts: (query: { kind?: ContractKind } = {}) =>
      callEndpoint<ContractsValue>(http, ENDPOINTS.agentContracts, query),
    offerContract: (body: Static<typeof ContractOfferSchema>) =>
      callEndpoint<Static<typeof ContractViewSchema>>(http, ENDPOINTS.agentOfferContract, body),
    previewContract: (body: Static<typeof ContractPreviewRequestSchema>) =>
      callEndpoint<Static<typeof ContractPreviewValueSchema>>(http, ENDPOINTS.agentPreviewContract, body),
    /** Accept or reject an offer made to me, or terminate one I made, through the kind's relay call. */
    decideContract: (kind: ContractKind, body: Static<typeof ContractActionSchema>) =>
      callEndpoint<Static<typeof ContractViewSchema>>(http, CONTRACT_RELAYS[kind], body),
    /** The consolidated settings: its *req flags say an offer waits for me (the contract pop-up). */
    getConsolidatedFunds: () => callEndpoint<Static<typeof ConsolidatedFundsSchema>>(http, ENDPOINTS.consolidatedFunds),
  };
}

export type AgentCalls = ReturnType<typeof agentCalls>;
