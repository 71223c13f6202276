import { testimonialApi } from '@/entities/testimonial';
import type { PrefetchAction } from '@/shared/routes';

/** The first page of testimonials, for the section's first paint. */
export function prefetchTestimonials(): PrefetchAction[] {
  return [testimonialApi.endpoints.getTestimonialPages.initiate()];
}
