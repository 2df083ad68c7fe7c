import type { Banner } from '../../../shared/api/content';
import { bannerGroupOf } from '../../../shared/content-rules';
import type { Database } from '../../db/client';
import type { ChangeBus } from '../../db/change-bus';
import type { BrandSnapshot } from '../system/snapshot';
import { announcements } from './service';

/** Change-bus topic of operator content writes (no key: any brand's content). */
export const CONTENT_TOPIC = 'content';

/**
 * Short enough that a banner whose schedule starts or ends shows up in pages within half a
 * minute; operator writes clear the cache at once in every process (CONTENT_TOPIC).
 */
const TTL_MS = 30_000;

/**
 * The first live banner of a page's banner group with an image, in the brand's default language:
 * the page's largest paint, which index.html asks the browser to fetch before any script runs.
 * Cached per brand and group; a failed lookup answers nothing (the page works without it).
 */
export function firstBannerLookup(db: Database, now: () => number, changes?: ChangeBus) {
  const cache = new Map<string, { at: number; banner: Promise<Banner | undefined> }>();
  changes?.subscribe(CONTENT_TOPIC, () => cache.clear());
  return (brand: BrandSnapshot, pathname: string): Promise<Banner | undefined> => {
    const group = bannerGroupOf(pathname);
    if (!group || brand.maintenance) return Promise.resolve(undefined);
    const key = `${brand.id}|${group}`;
    const hit = cache.get(key);
    const at = now();
    if (hit && at - hit.at < TTL_MS) return hit.banner;
    const banner = announcements(db, brand, {
      language: brand.defaultLanguage,
      types: new Set(['B']),
      groupName: group,
      signedIn: false,
      now: new Date(at),
    }).then(
      (value) => value.banners.find((item) => item.url !== ''),
      () => undefined,
    );
    cache.set(key, { at, banner });
    return banner;
  };
}
