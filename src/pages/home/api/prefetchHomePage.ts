import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';
import { prefetchCompletedProjects } from '@/widgets/completed-projects';
import { prefetchGallery } from '@/widgets/gallery';
import { prefetchHighlights } from '@/widgets/highlights';
import { prefetchNewsSection } from '@/widgets/news-section';
import { prefetchPartners } from '@/widgets/partners';
import { prefetchSupportProjects } from '@/widgets/support-projects';
import { prefetchTestimonials } from '@/widgets/testimonials';

/**
 * Everything the home page's first paint needs: the settings (texts, flags, theme) and the first
 * page or list of every section. A section switched off simply leaves its answer unused.
 */
export const prefetchHomePage: Prefetch = (params) => [
  settingApi.endpoints.getSettings.initiate(),
  ...prefetchGallery(),
  ...prefetchHighlights(),
  ...prefetchSupportProjects(params),
  ...prefetchCompletedProjects(params),
  ...prefetchNewsSection(),
  ...prefetchPartners(),
  ...prefetchTestimonials(),
];
