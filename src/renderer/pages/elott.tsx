import { LaneLobbyPage } from '../games/LaneLobbyPage';
import type { PageProps } from '../router/pageGroups';

/** Page group "elott": the electronic-lottery lobby, a tile lobby of the ELOTT lane. */
export default function Page({ route }: PageProps) {
  return <LaneLobbyPage route={route} />;
}
