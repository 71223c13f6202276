// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { TESTIMONIAL_URL, testimonialBackend } from './api/testimonialAdminMocks';
export type { SentTestimonialCall } from './api/testimonialAdminMocks';
export { TESTIMONIALS_URL, demoTestimonials, testimonialHandlers } from './api/testimonialMocks';
