import { SportsPage } from '../games/launch/SportsPage';
import type { PageProps } from '../router/pageGroups';

/** Page group "fbSports": the sports provider page, the first sports vendor played inside. */
export default function Page({ route }: PageProps) {
  return <SportsPage route={route} />;
}
