import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "elott": Electronic lottery lobby. */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
