export { prefetchTestimonials } from './api/prefetchTestimonials';
export { TestimonialsSection } from './ui/TestimonialsSection';
