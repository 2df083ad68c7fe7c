import type { ContractKind } from '../../shared/api/agent';

/** The agent centre's pages in the spec's menu order (spec section 2, api-contract.md 7.3). */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** Opened when no page (or an unknown one) is asked for. */
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

/** The contract pages, each shown only when the brand runs that contract kind (consolidated settings). */
export const CONTRACT_PAGES: Partial<Record<AgentPage, ContractKind>> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'daily',
  agentHourSalary: 'hourly',
  agentRealtimeSalary: 'realtime',
};

export function agentPageOf(name: string | null | undefined): AgentPage {
  return (AGENT_PAGES as readonly string[]).includes(name ?? '') ? (name as AgentPage) : DEFAULT_AGENT_PAGE;
}

/** The pages this agent sees: every page, less the contract kinds the brand does not run. */
export function visiblePages(enabled: Readonly<Record<ContractKind, boolean>>): AgentPage[] {
  return AGENT_PAGES.filter((page) => {
    const kind = CONTRACT_PAGES[page];
    return kind === undefined || enabled[kind];
  });
}

/** What every agent-centre page receives: its query parameters and a way to open another page. */
export interface AgentPageProps {
  params: Readonly<Record<string, string>>;
  openPage: (page: AgentPage, params?: Record<string, string>) => void;
}
