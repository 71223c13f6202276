import type { RouteObject } from 'react-router-dom';
import { requireTextsPart } from '@/shared/i18n';
import { CONTENT_EDIT, CONTENT_LIST, GIFTS } from './screenAccess';
import { screen, withPublishingTexts } from './screenRoute';

const news = withPublishingTexts(
  () => import(/* webpackChunkName: "admin-news" */ '@/pages/admin/news'),
);
const testimonials = withPublishingTexts(
  () => import(/* webpackChunkName: "admin-testimonials" */ '@/pages/admin/testimonials'),
);
// With the texts of the bin and of ordering (a refused delete, the order by status): not the sign-in's.
const projects = withPublishingTexts(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-projects" */ '@/pages/admin/projects'),
    requireTextsPart('history'),
  ]).then(([module]) => module),
);
const projectGifts = () =>
  import(/* webpackChunkName: "admin-project-gifts" */ '@/pages/admin/gifts/project-gifts');

/**
 * News, testimonials, projects and a project's gifts, inside the signed-in admin layout, each with
 * who may open it (docs/product.md §6).
 */
export const adminCausesRoutes: RouteObject[] = [
  screen('news/list', news, (module) => module.AdminNewsPage, CONTENT_LIST),
  screen('news/add', news, (module) => module.AdminNewsAddPage, CONTENT_EDIT),
  screen('news/:id/edit', news, (module) => module.AdminNewsEditPage, CONTENT_EDIT),
  screen('testimonials/list', testimonials, (module) => module.AdminTestimonialsPage, CONTENT_LIST),
  screen(
    'testimonials/add',
    testimonials,
    (module) => module.AdminTestimonialAddPage,
    CONTENT_EDIT,
  ),
  screen(
    'testimonials/:id/edit',
    testimonials,
    (module) => module.AdminTestimonialEditPage,
    CONTENT_EDIT,
  ),
  screen('projects/list', projects, (module) => module.AdminProjectsPage, CONTENT_LIST),
  screen('projects/add', projects, (module) => module.AdminProjectAddPage, CONTENT_EDIT),
  screen(
    'projects/:projectId/edit',
    projects,
    (module) => module.AdminProjectEditPage,
    CONTENT_EDIT,
  ),
  screen('projects/:projectId/donations', projectGifts, (module) => module.ProjectGiftsPage, GIFTS),
];
