import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../views/NotFoundPage';
import { PageGroupView } from './PageGroupView';
import { RouteGuard } from './RouteGuard';
import { ROUTES, type RouteDef } from './routeTable';

/** Route objects for react-router, built from the route table. */
export function buildRoutes(table: readonly RouteDef[] = ROUTES): RouteObject[] {
  return [
    {
      element: (
        <RouteGuard>
          <AppLayout />
        </RouteGuard>
      ),
      children: [
        ...table.map((def) => ({ path: def.path, element: <PageGroupView route={def} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
