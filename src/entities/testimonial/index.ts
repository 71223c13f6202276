export {
  testimonialApi,
  useAddTestimonialMutation,
  useDeleteTestimonialMutation,
  useEditTestimonialMutation,
  useGetAdminTestimonialsQuery,
  useGetTestimonialQuery,
  useGetTestimonialPagesInfiniteQuery,
  useOrderTestimonialsMutation,
} from './api/testimonialApi';
export { videoEmbed, withAutoplay } from './lib/videoEmbed';
export { TestimonialVideo } from './ui/TestimonialVideo';
