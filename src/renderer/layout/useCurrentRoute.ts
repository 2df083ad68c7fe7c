import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { ROUTES, type RouteDef } from '../router/routeTable';

const MATCHERS = ROUTES.map((def) => ({ path: def.path, def }));

/** The route-table entry for a pathname, or undefined for unknown paths (404). */
export function findRoute(pathname: string): RouteDef | undefined {
  return matchRoutes(MATCHERS, pathname)?.[0]?.route.def;
}

/** The route-table entry of the current page. */
export function useCurrentRoute(): RouteDef | undefined {
  const { pathname } = useLocation();
  return useMemo(() => findRoute(pathname), [pathname]);
}
