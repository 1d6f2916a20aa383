import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useCarousel } from '../../src/carousel';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import { SLIDE, type ReviewsCarouselProps } from './read';
import { settingsFor } from './settings';
import css from './style.css';

export { read } from './read';

injectStyle('reviews-carousel', css);

/**
 * The reviews carousel widget on keen-slider, with arrows of its own at the end of the widget
 * (disabled at the ends), rendered into it.
 */
export default function ReviewsCarousel({ host, track, autoplay }: IslandProps<ReviewsCarouselProps>) {
  const settings = useMemo(() => settingsFor(host, autoplay), [host, autoplay]);
  const { carousel, index } = useCarousel(track, SLIDE, settings);

  if (!carousel) return null;
  const last = carousel.stops() - 1;
  return createPortal(
    <div className="woocommerce-reviews-carousel__arrows">
      <button type="button" className="woocommerce-reviews-carousel__arrow --prev" aria-label={t('carousel_prev')} disabled={index <= 0} onClick={() => carousel.prev()} />
      <button type="button" className="woocommerce-reviews-carousel__arrow --next" aria-label={t('carousel_next')} disabled={index >= last} onClick={() => carousel.next()} />
    </div>,
    host,
  );
}
