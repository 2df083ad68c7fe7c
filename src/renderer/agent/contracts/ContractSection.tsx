import { useTranslation } from 'react-i18next';
import type { ContractKind } from '../../../shared/api/agent';
import type { AgentPageProps } from '../menu';

/** Placeholder of this session's build: the contracts stream replaces it. */
export function ContractSection(_props: AgentPageProps & { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  return <p className="agent-centre__empty">{t('building')}</p>;
}
