import { TestimonialForm } from '@/features/admin/testimonial-form';
import { adminAddPage } from '@/shared/ui/admin-form-frame';

/** /admin/testimonials/add */
export const AdminTestimonialAddPage = adminAddPage(
  'adminTestimonials.addHeading',
  TestimonialForm,
);
