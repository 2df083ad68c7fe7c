import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageShell } from '../components/PageShell';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.notFound')}>
      <p className="page__preparing">{t('pages.notFoundText')}</p>
      <Link className="btn btn--primary" to="/">
        {t('pages.backHome')}
      </Link>
    </PageShell>
  );
}
