import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY_MS } from '../../shared/constants';
import { BannerSlide } from './Banner';
import type { BannerSwiperProps } from './bannerLink';

/** Swiper replaces this placeholder with the bullet's number. */
const SWIPER_INDEX: string = '{{index}}';

/**
 * The banner carousel (more than one banner): rewinds at the end, autoplays every 5000 ms (spec section 9),
 * pauses while hovered, and its pagination bullets are clickable. Built when mounted and
 * destroyed when unmounted; the shell re-mounts it on every route change.
 */
export default function BannerSwiper({ banners, onOpen }: BannerSwiperProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!root.current || !pagination.current) return;
    const swiper = new Swiper(root.current, {
      modules: [Autoplay, Pagination, A11y],
      // rewind, not loop: loop mode moves slides around the DOM React renders.
      rewind: true,
      autoplay: { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
      pagination: { el: pagination.current, clickable: true },
      a11y: { paginationBulletMessage: t('banner.goTo', { index: SWIPER_INDEX }) },
    });
    return () => {
      swiper.destroy(true, true);
    };
  }, [banners, t]);
  return (
    <div className="swiper banner__swiper" ref={root}>
      <div className="swiper-wrapper">
        {banners.map((banner, index) => (
          <div className="swiper-slide" key={banner.bannerId}>
            <BannerSlide banner={banner} onOpen={onOpen} eager={index === 0} />
          </div>
        ))}
      </div>
      <div className="swiper-pagination banner__pagination" ref={pagination} />
    </div>
  );
}
