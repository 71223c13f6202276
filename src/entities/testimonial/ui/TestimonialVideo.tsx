import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '@contract/content';
import { ContentText, useContentText } from '@/shared/ui/content-text';
import { videoEmbed, withAutoplay } from '../lib/videoEmbed';
import './TestimonialVideo.css';

type TestimonialVideoProps = { testimonial: Testimonial; featured?: boolean };

/**
 * A video testimonial behind a light facade: a thumbnail button named after the speaker. The
 * player's iframe (hundreds of kilobytes of script) loads only when the visitor presses play.
 */
export function TestimonialVideo({ testimonial, featured = false }: TestimonialVideoProps) {
  const { t } = useTranslation();
  const embed = useMemo(() => videoEmbed(testimonial.video), [testimonial.video]);
  const [playing, setPlaying] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The speaker's name in the page's language (the English where the Urdu is missing).
  const name = useContentText()(testimonial, 'name').text;

  // The play button is gone once pressed; keyboard focus follows into the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const className = `testimonial-video${featured ? ' testimonial-video--featured' : ''}`;
  return (
    <figure className={className}>
      <div className="testimonial-video__frame">
        {embed && playing && (
          <iframe
            ref={frame}
            className="testimonial-video__player"
            src={withAutoplay(embed.embedUrl)}
            title={name}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        )}
        {embed && !playing && (
          <button
            type="button"
            className="testimonial-video__facade"
            aria-label={t('testimonialsSection.play', { name })}
            onClick={() => setPlaying(true)}
          >
            {embed.thumbnailUrl && !thumbnailFailed && (
              <img
                className="testimonial-video__thumbnail"
                src={embed.thumbnailUrl}
                alt=""
                loading="lazy"
                onError={() => setThumbnailFailed(true)}
              />
            )}
            <span className="testimonial-video__play" aria-hidden="true" />
          </button>
        )}
      </div>
      <figcaption className="testimonial-video__name" dir="auto">
        <ContentText item={testimonial} field="name" />
      </figcaption>
    </figure>
  );
}
