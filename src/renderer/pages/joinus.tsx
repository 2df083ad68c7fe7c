import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RoutePage } from '../components/RoutePage';
import '../content/content.css';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';

const POINTS = ['commission', 'tools', 'support'] as const;

/**
 * Page group "joinus" (/join): why to join, and the way in: registration for visitors (when the
 * brand allows direct registration), the member centre for members, and the affiliate terms.
 */
const JoinPage = observer(function JoinPage({ route }: PageProps) {
  const { t, ready } = useTranslation('site');
  const { ui, session, siteConfig, content } = useStores();
  if (!ready) return <RoutePage route={route} />;
  return (
    <RoutePage route={route}>
      <div className="join-page">
        <p className="join-page__lead">{t('join.lead', { brand: siteConfig.brand?.name ?? '' })}</p>
        <ul className="join-points">
          {POINTS.map((point) => (
            <li key={point} className="card">
              <h2>{t(`join.points.${point}.title`)}</h2>
              <p>{t(`join.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="join-page__actions">
          {!session.isLogin && siteConfig.isEnabled('DIRECTREG3') && (
            <button type="button" className="btn btn--primary btn--large" onClick={() => ui.openModal('register')}>
              {t('join.register')}
            </button>
          )}
          {!session.isLogin && (
            <button type="button" className="btn btn--ghost btn--large" onClick={() => ui.openModal('login')}>
              {t('join.login')}
            </button>
          )}
          {content.hasAgentHelp && (
            <Link className="btn btn--ghost btn--large" to="/help#agent">
              {t('join.terms')}
            </Link>
          )}
        </div>
      </div>
    </RoutePage>
  );
});

export default JoinPage;
