import { useTranslation } from 'react-i18next';
import { useSettings } from '@/entities/setting';
import { TestimonialVideo, useGetTestimonialPagesInfiniteQuery } from '@/entities/testimonial';
import { usePagedList } from '@/shared/lib/paged-list';
import { MoreButton } from '@/shared/ui/more-button';
import { SectionTitle } from '@/shared/ui/section-title';
import { SkeletonList } from '@/shared/ui/skeleton';
import './TestimonialsSection.css';

/** SPEC.md §9: six testimonial placeholders while loading. */
const SKELETON_COUNT = 6;
/** The first videos stand beside the heading; the rest follow in the grid. */
const FEATURED_COUNT = 2;

function Testimonials() {
  const { t } = useTranslation();
  const { items, isFetching, hasMore, listRef, loadMore } = usePagedList(
    useGetTestimonialPagesInfiniteQuery(),
    'testimonials',
    FEATURED_COUNT,
  );

  if (!isFetching && items.length === 0) return null;
  const featured = items.slice(0, FEATURED_COUNT);
  const rest = items.slice(FEATURED_COUNT);
  return (
    <section className="section testimonials-section" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="testimonials-section__top">
          <SectionTitle id="testimonials-title" title={t('testimonialsSection.title')} />
          {featured.length > 0 && (
            <ul className="testimonials-section__featured">
              {featured.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialVideo testimonial={testimonial} featured />
                </li>
              ))}
            </ul>
          )}
        </div>
        {rest.length > 0 && (
          <ul ref={listRef} className="testimonials-section__grid">
            {rest.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialVideo testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
        {isFetching && (
          <SkeletonList
            count={SKELETON_COUNT}
            className="testimonials-section__skeleton"
            label={t('testimonialsSection.loading')}
          />
        )}
        {hasMore && (
          <MoreButton
            className="testimonials-section__more"
            text={t('testimonialsSection.seeMore')}
            label={t('testimonialsSection.loadMore')}
            onClick={loadMore}
          />
        )}
      </div>
    </section>
  );
}

/** Video testimonials, five a page: nothing at all when switched off or empty. */
export function TestimonialsSection() {
  const show = useSettings().testimonials?.show;
  return show ? <Testimonials /> : null;
}
