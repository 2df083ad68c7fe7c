import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "pointMall": Points mall (no side menu). */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
