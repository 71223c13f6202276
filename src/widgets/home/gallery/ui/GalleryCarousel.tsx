import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { GalleryImage } from '@contract/content';
import { GalleryImageCard } from '@/entities/gallery-image';
import { languageDirection, selectLanguage } from '@/shared/i18n';
import { usePageHidden } from '../lib/usePageHidden';
import { usePrefersReducedMotion } from '../lib/usePrefersReducedMotion';
import { useSlidesToShow } from '../lib/useSlidesToShow';
import { CarouselArrow } from './CarouselArrow';

/** docs/product.md §9: 2 s between slides (react-slick's default is 3 s). */
const AUTOPLAY_MS = 2000;

/**
 * The auto-playing gallery. It stops while hovered, while focus is inside, while the tab is hidden,
 * when the visitor presses Pause, and from the start when they prefer reduced motion (WCAG 2.2.2).
 */
export function GalleryCarousel({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation();
  const rtl = languageDirection(useSelector(selectLanguage)) === 'rtl';
  const slider = useRef<Slider>(null);
  const reducedMotion = usePrefersReducedMotion();
  const slidesToShow = useSlidesToShow();
  const pageHidden = usePageHidden();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // A new slider (direction or width step changed) starts from its first photo and playing.
  const sliderKey = `${rtl ? 'rtl' : 'ltr'}-${slidesToShow}`;
  const playing = choice === null ? !reducedMotion : choice === 'play';
  const running = playing && !pageHidden && !hovered && !focused;

  // Driven through the instance: react-slick does not resume when its autoplay prop comes back.
  // Applied again to each new slider, which starts playing by itself.
  useEffect(() => {
    if (running) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [running, sliderKey]);

  const settings = useMemo<Settings>(
    () => ({
      autoplay: true,
      autoplaySpeed: AUTOPLAY_MS,
      pauseOnHover: false,
      pauseOnFocus: false,
      pauseOnDotsHover: false,
      arrows: true,
      dots: false,
      slidesToShow,
      slidesToScroll: 1,
      // In right-to-left mode react-slick counts the window from its far end: start it so the
      // first photo sits at the right edge, where Urdu readers begin.
      initialSlide: rtl && images.length > slidesToShow ? slidesToShow - 1 : 0,
      speed: reducedMotion ? 0 : 500,
      rtl,
      // The slider is laid out left to right: its "previous" arrow is on the left, and in
      // right-to-left mode that one moves on to the following photos.
      prevArrow: (
        <CarouselArrow
          side="left"
          label={t(rtl ? 'gallerySection.next' : 'gallerySection.previous')}
        />
      ),
      nextArrow: (
        <CarouselArrow
          side="right"
          label={t(rtl ? 'gallerySection.previous' : 'gallerySection.next')}
        />
      ),
    }),
    [images.length, reducedMotion, rtl, slidesToShow, t],
  );

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div className="gallery">
      {images.length > 1 && (
        <div className="gallery__controls">
          <button
            type="button"
            className="gallery__toggle"
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            <span
              className={`gallery__toggle-icon gallery__toggle-icon--${playing ? 'pause' : 'play'}`}
              aria-hidden="true"
            />
            {playing ? t('gallerySection.pause') : t('gallerySection.play')}
          </button>
        </div>
      )}
      {/* react-slick lays itself out left to right (it sets dir="ltr"); `rtl` reverses the slides. */}
      <div
        className="gallery__viewport"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <Slider key={sliderKey} ref={slider} {...settings}>
          {images.map((image) => (
            <GalleryImageCard key={image.id} image={image} />
          ))}
        </Slider>
      </div>
    </div>
  );
}
