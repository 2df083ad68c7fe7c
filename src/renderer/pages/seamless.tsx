import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "seamless": In-site game page (header only, hidden navigation). */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
