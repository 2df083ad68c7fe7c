import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY_MS } from '../../shared/constants';
import type { SwiperMount } from './bannerLink';

/**
 * The banner carousel (more than one banner): rewinds at the end, autoplays every 5000 ms (spec section 9),
 * pauses while hovered, and its pagination bullets are clickable. It enhances the slides React
 * already rendered (the first banner's image stays the same element, so it is the page's
 * largest paint at once instead of a second, later one); the returned function destroys it.
 */
const mountSwiper: SwiperMount = (root, pagination, bulletMessage) => {
  const swiper = new Swiper(root, {
    modules: [Autoplay, Pagination, A11y],
    // rewind, not loop: loop mode moves slides around the DOM React renders.
    rewind: true,
    autoplay: { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: { el: pagination, clickable: true },
    a11y: { paginationBulletMessage: bulletMessage },
  });
  return () => swiper.destroy(true, true);
};

export default mountSwiper;
