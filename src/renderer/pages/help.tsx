import { useTranslation } from 'react-i18next';
import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "help": /help (anchors #agent and #term) and /helpmc (no header). */
export default function HelpPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <RoutePage route={route}>
      <div className="help-sections">
        <section id="agent" className="card">
          <h2>{t('help.agent')}</h2>
          <p className="muted">{t('pages.preparing')}</p>
        </section>
        <section id="term" className="card">
          <h2>{t('help.term')}</h2>
          <p className="muted">{t('pages.preparing')}</p>
        </section>
      </div>
    </RoutePage>
  );
}
