import type { RouteObject } from 'react-router-dom';
import { screen } from './screenRoute';

const news = () => import(/* webpackChunkName: "admin-news" */ '@/pages/admin/news');
const testimonials = () =>
  import(/* webpackChunkName: "admin-testimonials" */ '@/pages/admin/testimonials');
const projects = () => import(/* webpackChunkName: "admin-projects" */ '@/pages/admin/projects');
const projectGifts = () =>
  import(/* webpackChunkName: "admin-project-gifts" */ '@/pages/admin/gifts/project-gifts');

/** News, testimonials, projects and a project's gifts, inside the signed-in admin layout. */
export const adminCausesRoutes: RouteObject[] = [
  screen('news/list', news, (module) => module.AdminNewsPage),
  screen('news/add', news, (module) => module.AdminNewsAddPage),
  screen('news/:id/edit', news, (module) => module.AdminNewsEditPage),
  screen('testimonials/list', testimonials, (module) => module.AdminTestimonialsPage),
  screen('testimonials/add', testimonials, (module) => module.AdminTestimonialAddPage),
  screen('testimonials/:id/edit', testimonials, (module) => module.AdminTestimonialEditPage),
  screen('projects/list', projects, (module) => module.AdminProjectsPage),
  screen('projects/add', projects, (module) => module.AdminProjectAddPage),
  screen('projects/:projectId/edit', projects, (module) => module.AdminProjectEditPage),
  screen('projects/:projectId/donations', projectGifts, (module) => module.ProjectGiftsPage),
];
