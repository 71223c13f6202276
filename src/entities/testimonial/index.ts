export { testimonialApi, useGetTestimonialPagesInfiniteQuery } from './api/testimonialApi';
export {
  useAddTestimonialMutation,
  useDeleteTestimonialMutation,
  useEditTestimonialMutation,
  useGetAdminTestimonialsQuery,
  useGetTestimonialQuery,
  useOrderTestimonialsMutation,
} from './api/testimonialAdminApi';
export { videoEmbed, withAutoplay } from './lib/videoEmbed';
export { TestimonialVideo } from './ui/TestimonialVideo';
