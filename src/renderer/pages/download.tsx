import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "download": App download page (/down). */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
