import type { Banner } from '../../shared/api/content';

/** The id of the data block src/server/plugins/index-page.ts writes beside the splash's banner. */
const SPLASH_BANNER_ID = 'splash-banner';

/**
 * The banner the server drew into the splash, if any: the content store shows it until the
 * banners call answers. A block that does not parse to a banner is ignored.
 */
export function readSplashBanner(doc: Document): Banner | undefined {
  const text = doc.getElementById(SPLASH_BANNER_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isBanner(value)) return undefined;
    return value;
  } catch {
    return undefined;
  }
}

function isBanner(value: unknown): value is Banner {
  if (typeof value !== 'object' || value === null) return false;
  const banner = value as Record<string, unknown>;
  return (
    typeof banner.bannerId === 'number' &&
    typeof banner.url === 'string' &&
    typeof banner.groupName === 'string' &&
    typeof banner.title === 'string' &&
    typeof banner.width === 'number' &&
    typeof banner.height === 'number'
  );
}
