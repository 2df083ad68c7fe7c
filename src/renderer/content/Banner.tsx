import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../shared/api/content';
import { BANNER_SIZE, type BannerGroup } from '../../shared/content-rules';
import { useStores } from '../stores/StoresContext';
import { useBannerClick, type SwiperMount } from './bannerLink';
import { safeImageUrl } from './safeUrl';
import './banner.css';

type SwiperModule = { default: SwiperMount };
/** Swiper (~15 KB gzip) loads only when a page has more than one banner. */
const loadSwiper = (): Promise<SwiperModule> => import('./BannerSwiper');

/** Swiper replaces this placeholder with the bullet's number. */
const SWIPER_INDEX: string = '{{index}}';

/**
 * One banner: its picture, clickable when it has a linkage. A banner with a call to action
 * carries its headline (the title) and the action's label as text over the picture, so they are
 * translated and readable by everyone; the picture is then decoration (empty alt). Without one it
 * is the picture alone, its title as the alt text (operators' artwork may hold its own words).
 */
export function BannerSlide({
  banner,
  onOpen,
  eager,
}: {
  banner: Banner;
  onOpen: (b: Banner) => void;
  eager: boolean;
}) {
  // The splash's copy of a banner may predate the field.
  const text = Boolean(banner.action);
  const img = (
    <img
      className="banner__image"
      src={safeImageUrl(banner.url)}
      alt={text ? '' : banner.title}
      width={banner.width || BANNER_SIZE.width}
      height={banner.height || BANNER_SIZE.height}
      // Every slide loads at once (a few images): a lazy one beside the viewport would only
      // start loading as it slides in, showing an empty box.
      fetchPriority={eager ? 'high' : 'low'}
      decoding={eager ? 'sync' : 'async'}
      draggable={false}
    />
  );
  const words = text && (
    <span className="banner__text">
      <span className="banner__headline">{banner.title}</span>
      {banner.linkageType && <span className="banner__action">{banner.action}</span>}
    </span>
  );
  if (!banner.linkageType)
    return (
      <div className="banner__slide">
        {img}
        {words}
      </div>
    );
  return (
    <button
      type="button"
      className="banner__slide banner__slide--link"
      data-banner-id={banner.bannerId}
      onClick={() => onOpen(banner)}
    >
      {img}
      {words}
    </button>
  );
}

/**
 * The page's banners (spec section 2: the banners of the path's group). The box keeps the
 * artwork's aspect ratio before anything loads, so nothing below it moves (CLS). One banner
 * is a plain image; several become a carousel that autoplays every 5 s with clickable
 * pagination, rebuilt when the route changes (the parent keys it by path).
 */
export const BannerArea = observer(function BannerArea({ group }: { group: BannerGroup | undefined }) {
  const { t } = useTranslation();
  const { content } = useStores();
  const banners = content.bannersOf(group);
  const onOpen = useBannerClick();
  const [mount, setMount] = useState<SwiperMount | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const several = banners.length > 1;
  const bulletMessage = t('banner.goTo', { index: SWIPER_INDEX });
  useEffect(() => {
    if (!several || mount) return;
    let live = true;
    // The first banner shows at once as a still image; the carousel code loads when the main
    // thread is idle (its first slide change is 5 s away), keeping it out of the start-up work.
    const start = () =>
      loadSwiper().then(
        (module) => live && setMount(() => module.default),
        () => undefined, // The first banner stays as a still image.
      );
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => void start(), { timeout: 2000 })
      : window.setTimeout(() => void start(), 1000);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [several, mount]);
  useEffect(() => {
    if (!several || !mount || !root.current || !pagination.current) return;
    return mount(root.current, pagination.current, bulletMessage);
  }, [several, mount, banners, bulletMessage]);
  if (!group || (content.loaded && banners.length === 0)) return null;
  const first = banners[0];
  const ratio = `${first?.width || BANNER_SIZE.width} / ${first?.height || BANNER_SIZE.height}`;
  return (
    <section className="banner" data-group={group} data-count={banners.length} style={{ aspectRatio: ratio }}>
      {several ? (
        // The carousel's markup from the start with the first slide only, so the first image is
        // one element throughout: Swiper enhances it instead of replacing it with a later paint.
        <div className="swiper banner__swiper" ref={root}>
          <div className="swiper-wrapper">
            {(mount ? banners : banners.slice(0, 1)).map((banner, index) => (
              <div className="swiper-slide" key={banner.bannerId}>
                <BannerSlide banner={banner} onOpen={onOpen} eager={index === 0} />
              </div>
            ))}
          </div>
          <div className="swiper-pagination banner__pagination" ref={pagination} />
        </div>
      ) : (
        first && <BannerSlide banner={first} onOpen={onOpen} eager />
      )}
    </section>
  );
});
