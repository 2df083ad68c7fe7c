import type { ReactNode } from 'react';
import { useRouteTitle } from '../layout/DocumentTitle';
import type { RouteDef } from '../router/routeTable';
import { PageShell } from './PageShell';

/** A page titled after its route; the content arrives with the page's own issue. */
export function RoutePage({
  route,
  children,
  compact,
}: {
  route: RouteDef;
  children?: ReactNode;
  compact?: { subheading?: ReactNode };
}) {
  return (
    <PageShell title={useRouteTitle(route)} compact={compact}>
      {children}
    </PageShell>
  );
}
