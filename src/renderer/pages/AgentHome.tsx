import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';

/**
 * /agentHome, where an agent-page login lands: a titled placeholder until the agent centre
 * arrives with its own issue. Anyone who may not open the agent centre is sent to the agent
 * login (/agent) once a resumed session has had its chance.
 */
export const AgentHome = observer(function AgentHome({ route }: PageProps) {
  const { t } = useTranslation();
  const { session } = useStores();
  const navigate = useNavigate();
  const allowed = session.canOpenAgentCentre;
  useEffect(() => {
    if (!session.restoring && !allowed) void navigate('/agent', { replace: true });
  }, [session.restoring, allowed, navigate]);
  if (!allowed) return <RoutePage route={route} />;
  return (
    <RoutePage route={route}>
      <p className="page__lead">{t('agentHome.signedIn', { name: session.displayName })}</p>
      <p className="page__preparing">{t('agentHome.preparing')}</p>
    </RoutePage>
  );
});
