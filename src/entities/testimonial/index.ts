export {
  TESTIMONIALS_PAGE_SIZE,
  testimonialApi,
  useAddTestimonialMutation,
  useDeleteTestimonialMutation,
  useEditTestimonialMutation,
  useGetAdminTestimonialsQuery,
  useGetTestimonialQuery,
  useGetTestimonialPagesInfiniteQuery,
} from './api/testimonialApi';
export { videoEmbed, withAutoplay, youTubeVideoId } from './lib/videoEmbed';
export type { VideoEmbed } from './lib/videoEmbed';
export { TestimonialVideo } from './ui/TestimonialVideo';
