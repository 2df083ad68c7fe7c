import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "vnlottery": Vietnamese lottery page. */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
