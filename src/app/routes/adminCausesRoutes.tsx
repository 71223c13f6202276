import type { RouteObject } from 'react-router-dom';
import { lazyElement } from '../entry/routeParts';

const news = () => import(/* webpackChunkName: "admin-news" */ '@/pages/admin/news');
const testimonials = () =>
  import(/* webpackChunkName: "admin-testimonials" */ '@/pages/admin/testimonials');
const projects = () => import(/* webpackChunkName: "admin-projects" */ '@/pages/admin/projects');

/** News, testimonials, projects and a project's donations, inside the signed-in admin layout. */
export const adminCausesRoutes: RouteObject[] = [
  { path: 'news/list', element: lazyElement(news, (module) => module.AdminNewsPage) },
  { path: 'news/add', element: lazyElement(news, (module) => module.AdminNewsAddPage) },
  { path: 'news/:id/edit', element: lazyElement(news, (module) => module.AdminNewsEditPage) },
  {
    path: 'testimonials/list',
    element: lazyElement(testimonials, (module) => module.AdminTestimonialsPage),
  },
  {
    path: 'testimonials/add',
    element: lazyElement(testimonials, (module) => module.AdminTestimonialAddPage),
  },
  {
    path: 'testimonials/:id/edit',
    element: lazyElement(testimonials, (module) => module.AdminTestimonialEditPage),
  },
  { path: 'projects/list', element: lazyElement(projects, (module) => module.AdminProjectsPage) },
  {
    path: 'projects/add',
    element: lazyElement(projects, (module) => module.AdminProjectAddPage),
  },
  {
    path: 'projects/:projectId/edit',
    element: lazyElement(projects, (module) => module.AdminProjectEditPage),
  },
  {
    path: 'projects/:projectId/donations',
    element: lazyElement(projects, (module) => module.AdminProjectDonationsPage),
  },
];
