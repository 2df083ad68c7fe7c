import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "promoDetail": Promotion detail. */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
