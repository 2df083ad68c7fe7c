import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "joinus": Join page. */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
