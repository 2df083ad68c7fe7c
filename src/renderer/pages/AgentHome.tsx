import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { RoutePage } from '../components/RoutePage';
import { LazyPage } from '../router/LazyPage';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';

const loadAgentCentre = () => import('../agent/AgentCentre');

/**
 * /agentHome, where an agent-page login lands: the agent centre, in its own chunk. Anyone who may
 * not open the agent centre is sent to the agent login (/agent) once a resumed session has had its
 * chance.
 */
export const AgentHome = observer(function AgentHome({ route }: PageProps) {
  const { session } = useStores();
  const navigate = useNavigate();
  const allowed = session.canOpenAgentCentre;
  useEffect(() => {
    if (!session.restoring && !allowed) void navigate('/agent', { replace: true });
  }, [session.restoring, allowed, navigate]);
  return (
    <RoutePage route={route}>{allowed && <LazyPage chunk="AgentCentre" load={loadAgentCentre} props={{}} />}</RoutePage>
  );
});
