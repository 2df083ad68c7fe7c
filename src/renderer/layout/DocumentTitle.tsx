import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { GAMES_PARAM, gameTypeFromParam, type RouteDef } from '../router/routeTable';
import { useStores } from '../stores/StoresContext';

/** The translated page title of a route, e.g. "Arcade games" for /games/arcade. */
export function useRouteTitle(route: RouteDef | undefined): string {
  const { t } = useTranslation();
  const params = useParams();
  if (!route) return t('routes.notFound');
  if (route.title === 'gameList') {
    // The type's own name where the header knows it (Arcade, not ARCADE), else its code.
    const type = gameTypeFromParam(params[GAMES_PARAM]);
    return t('routes.gameList', { type: t(`gameTypes.${type}`, { defaultValue: type }) });
  }
  return t(`routes.${route.title}`);
}

/** Keeps document.title as "<page> | <brand>". */
export const DocumentTitle = observer(function DocumentTitle({ route }: { route: RouteDef | undefined }) {
  const { siteConfig } = useStores();
  const title = useRouteTitle(route);
  const brand = siteConfig.brand?.name;
  useEffect(() => {
    document.title = brand ? `${title} | ${brand}` : title;
  }, [title, brand]);
  return null;
});
