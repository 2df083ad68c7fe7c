import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageShellProps {
  title: string;
  children?: ReactNode;
}

/** A titled page frame; pages of later issues render their content inside it. */
export function PageShell({ title, children }: PageShellProps) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <div className="page__hero">
        <h1 className="page__title">{title}</h1>
      </div>
      <div className="page__body">{children ?? <p className="page__preparing">{t('pages.preparing')}</p>}</div>
    </section>
  );
}
