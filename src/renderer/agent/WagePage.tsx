import type { ContractKind } from '../../shared/api/agent';
import { ContractSection } from './contracts/ContractSection';
import type { AgentPageProps } from './menu';
import { WageRecords } from './wages/WageRecords';

/**
 * One contract kind's page (dividend, daily, hourly or real-time salary): the contract part (mine
 * in force, offers waiting for me, my children's with offer and preview; `child` in the params
 * opens the offer form for that child) above the payout records of that kind.
 */
export function WagePage({ kind, params, openPage }: AgentPageProps & { kind: ContractKind }) {
  return (
    <div className="agent-wage-page">
      <ContractSection kind={kind} params={params} openPage={openPage} />
      <WageRecords kind={kind} />
    </div>
  );
}
