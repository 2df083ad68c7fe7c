import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "lottery": Lottery page (header only); reads gameCode, vendor and playType. */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
