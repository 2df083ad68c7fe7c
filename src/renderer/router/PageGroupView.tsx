import { LazyPage } from './LazyPage';
import { PAGE_LOADERS, type PageProps } from './pageGroups';
import type { RouteDef } from './routeTable';

/** The lazily loaded page of a route's group. */
export function PageGroupView({ route }: { route: RouteDef }) {
  return (
    <LazyPage<PageProps> key={route.group} chunk={route.group} load={PAGE_LOADERS[route.group]} props={{ route }} />
  );
}
