export { TestimonialForm } from './ui/TestimonialForm';
