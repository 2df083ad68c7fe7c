import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "fbSports": Sports provider page. */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
