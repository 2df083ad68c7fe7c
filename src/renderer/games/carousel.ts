import { CAROUSEL_ARROWS_ABOVE } from '../../shared/constants';

/** Carousels (vendor strip, menu tags) show their arrows only above seven items (spec section 9). */
export function showsCarouselArrows(itemCount: number): boolean {
  return itemCount > CAROUSEL_ARROWS_ABOVE;
}
