import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HELP_TAGS } from '../../shared/content-rules';
import { RoutePage } from '../components/RoutePage';
import { SafeHtml } from '../components/SafeHtml';
import { FeedbackForm } from '../content/FeedbackForm';
import '../content/content.css';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';

/**
 * Page group "help": /help and /helpmc (no header). The help centre's articles, each a section
 * whose id is its tag (#agent is the affiliate programme, #term the terms, #about about us),
 * then complaints and feedback (#feedback). Opening #term also opens the terms in the help modal.
 */
const HelpPage = observer(function HelpPage({ route }: PageProps) {
  const { t, ready } = useTranslation('site');
  const { content, ui } = useStores();
  const { hash } = useLocation();
  useEffect(() => {
    void content.loadHelp();
  }, [content, ui.language]);
  useEffect(() => {
    if (hash === `#${HELP_TAGS.term}` && content.helpLoaded) ui.openModal('help', { tag: HELP_TAGS.term });
  }, [hash, content.helpLoaded, ui]);
  if (!ready) return <RoutePage route={route} />;
  return (
    <RoutePage route={route}>
      <div className="help-page">
        <nav className="help-page__toc card" aria-label={t('help.contents')}>
          <ul>
            {content.help.map((item) => (
              <li key={item.id}>
                <a href={`#${item.tag}`}>{item.title}</a>
              </li>
            ))}
            <li>
              <a href="#feedback">{t('feedback.title')}</a>
            </li>
          </ul>
        </nav>
        <div className="help-page__articles">
          {!content.helpLoaded && <p className="muted">{t('loading')}</p>}
          {content.helpLoaded && content.help.length === 0 && <p className="muted">{t('help.empty')}</p>}
          {content.help.map((item) => (
            <section key={item.id} id={item.tag} className="card help-article" data-tag={item.tag}>
              <h2>{item.title}</h2>
              <SafeHtml html={item.content} className="rich-text" />
            </section>
          ))}
          <section id="feedback" className="card help-article">
            <h2>{t('feedback.title')}</h2>
            <p className="muted">{t('feedback.intro')}</p>
            <FeedbackForm />
          </section>
        </div>
      </div>
    </RoutePage>
  );
});

export default HelpPage;
