import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "game": Game lobbies chosen by path segment: live, sports, esports, cockfight. */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
