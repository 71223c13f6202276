import { useTranslation } from 'react-i18next';
import { shownBy } from '@/entities/setting';
import { TestimonialVideo, useGetTestimonialPagesInfiniteQuery } from '@/entities/testimonial';
import { useSeeMoreList } from '@/shared/lib/see-more-list';
import { SectionList } from '@/shared/ui/section-list';
import { SectionTitle } from '@/shared/ui/section-title';
import './TestimonialsSection.css';

/** docs/product.md §9: six testimonial placeholders while loading. */
const SKELETON_COUNT = 6;
/** The first videos stand beside the heading; the rest follow in the grid. */
const FEATURED_COUNT = 2;

function Testimonials() {
  const { t } = useTranslation();
  const { items, isFetching, hasMore, listRef, loadMore } = useSeeMoreList(
    useGetTestimonialPagesInfiniteQuery(),
    'testimonials',
    FEATURED_COUNT,
  );

  if (!isFetching && items.length === 0) return null;
  return (
    <section className="section testimonials-section" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="testimonials-section__top">
          <SectionTitle id="testimonials-title" title={t('testimonialsSection.title')} />
          <SectionList
            block="testimonials-section"
            className="testimonials-section__featured"
            items={items.slice(0, FEATURED_COUNT)}
          >
            {(testimonial) => <TestimonialVideo testimonial={testimonial} featured />}
          </SectionList>
        </div>
        <SectionList
          block="testimonials-section"
          texts="testimonialsSection"
          listRef={listRef}
          items={items.slice(FEATURED_COUNT)}
          loading={isFetching && { count: SKELETON_COUNT }}
          onMore={hasMore && loadMore}
        >
          {(testimonial) => <TestimonialVideo testimonial={testimonial} />}
        </SectionList>
      </div>
    </section>
  );
}

/** Video testimonials, five a page: nothing at all when switched off or empty. */
export const TestimonialsSection = shownBy('testimonials', Testimonials);
