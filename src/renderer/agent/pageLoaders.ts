import type { ComponentType } from 'react';
import type { AgentPage, AgentPageProps } from './menu';

type Loader = () => Promise<{ default: ComponentType<AgentPageProps> }>;

/** Each agent-centre page is its own chunk, loaded when first opened. */
export const PAGE_LOADERS: Record<AgentPage, Loader> = {
  agentAnnouncement: () => import('./pages/Announcements'),
  agentTeamOverview: () => import('./pages/TeamOverview'),
  registerCenter: () => import('./pages/RegisterAccount'),
  downlineManagmentView: () => import('./pages/TeamManagement'),
  personalHistoryCopy: () => import('./pages/TeamBetting'),
  palStatementsAgentCopy: () => import('./pages/UserLoss'),
  agentRevenueReport: () => import('./pages/MyIncome'),
  agentDownlineTransactionDetailsCopy: () => import('./pages/AccountDetails'),
  agentDividendRecordCopy2: () => import('./pages/DividendPage'),
  agentDailyWages2: () => import('./pages/DailyWagesPage'),
  agentHourSalary: () => import('./pages/HourlySalaryPage'),
  agentRealtimeSalary: () => import('./pages/RealtimeSalaryPage'),
};
