import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageShellProps {
  title: string;
  children?: ReactNode;
  /**
   * A slim title band for pages whose own content must start near the top (the game lobbies:
   * their first row of games shows without scrolling), optionally with a subheading beside it.
   */
  compact?: { subheading?: ReactNode };
}

/** A titled page frame; pages of later issues render their content inside it. */
export function PageShell({ title, children, compact }: PageShellProps) {
  const { t } = useTranslation();
  return (
    <section className={compact ? 'page page--compact' : 'page'}>
      <div className="page__hero">
        <h1 className="page__title">{title}</h1>
        {compact?.subheading}
      </div>
      <div className="page__body">{children ?? <p className="page__preparing">{t('pages.preparing')}</p>}</div>
    </section>
  );
}
