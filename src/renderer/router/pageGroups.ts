import type { ComponentType } from 'react';
import type { PageGroup, RouteDef } from './routeTable';

/** Every page group module default-exports one page that receives its route entry. */
export interface PageProps {
  route: RouteDef;
}
export type PageModule = { default: ComponentType<PageProps> };

/**
 * One dynamic import per page group. The module files are named after the groups, so the
 * built chunks carry the spec's names (out/renderer/assets/<group>-<hash>.js).
 */
export const PAGE_LOADERS: Record<PageGroup, () => Promise<PageModule>> = {
  download: () => import('../pages/download'),
  vip: () => import('../pages/vip'),
  byIframe: () => import('../pages/byIframe'),
  egame: () => import('../pages/egame'),
  elott: () => import('../pages/elott'),
  fbSports: () => import('../pages/fbSports'),
  game: () => import('../pages/game'),
  help: () => import('../pages/help'),
  index: () => import('../pages/index'),
  joinus: () => import('../pages/joinus'),
  lottery: () => import('../pages/lottery'),
  pointMall: () => import('../pages/pointMall'),
  promo: () => import('../pages/promo'),
  promoDetail: () => import('../pages/promoDetail'),
  seamless: () => import('../pages/seamless'),
  vnlottery: () => import('../pages/vnlottery'),
};
