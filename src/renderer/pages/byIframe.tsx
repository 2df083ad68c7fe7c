import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "byIframe": Game shown in an iframe (/game). */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
