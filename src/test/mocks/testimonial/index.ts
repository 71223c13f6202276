// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { TESTIMONIAL_URL, testimonialBackend } from './testimonialAdminMocks';
export { TESTIMONIALS_URL, demoTestimonials, testimonialHandlers } from './testimonialMocks';
