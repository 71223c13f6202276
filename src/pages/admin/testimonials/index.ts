export { AdminTestimonialAddPage } from './ui/AdminTestimonialAddPage';
export { AdminTestimonialEditPage } from './ui/AdminTestimonialEditPage';
export { AdminTestimonialsPage } from './ui/AdminTestimonialsPage';
