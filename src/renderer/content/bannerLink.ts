import { useCallback } from 'react';
import type { Banner } from '../../shared/api/content';
import { useSafeNavigate } from '../router/useSafeNavigate';
import { useStores } from '../stores/StoresContext';

/** Builds the carousel on slides already rendered; returns its destroy function. */
export type SwiperMount = (root: HTMLElement, pagination: HTMLElement, bulletMessage: string) => () => void;

/** Only http(s) addresses open outside; anything else is ignored. */
const EXTERNAL = /^https?:\/\//i;

/** A banner's click: ROUTE goes to an in-app path, URL opens an http(s) address outside. */
export function useBannerClick(): (banner: Banner) => void {
  const navigate = useSafeNavigate();
  const { platform } = useStores();
  return useCallback(
    (banner: Banner) => {
      const target = banner.linkageTarget.trim();
      if (banner.linkageType === 'ROUTE' && target.startsWith('/') && !target.startsWith('//')) navigate(target);
      else if (banner.linkageType === 'URL' && EXTERNAL.test(target)) void platform.openExternal(target);
    },
    [navigate, platform],
  );
}
