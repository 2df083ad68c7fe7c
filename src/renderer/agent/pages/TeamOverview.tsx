import { useTranslation } from 'react-i18next';
import type { AgentPageProps } from '../menu';

/** Placeholder of this session's build: the stream that owns this page replaces it. */
export default function TeamOverview(_props: AgentPageProps) {
  const { t } = useTranslation('agent');
  return <p className="agent-centre__empty">{t('building')}</p>;
}
