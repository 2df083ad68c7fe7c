import { useTranslation } from 'react-i18next';
import type { ContractKind } from '../../../shared/api/agent';

/** Placeholder of this session's build: the wages stream replaces it. */
export function WageRecords(_props: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  return <p className="agent-centre__empty">{t('building')}</p>;
}
