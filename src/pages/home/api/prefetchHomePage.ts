import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';
import { prefetchCompletedProjects } from '@/widgets/home/completed-projects';
import { prefetchGallery } from '@/widgets/home/gallery';
import { prefetchHighlights } from '@/widgets/home/highlights';
import { prefetchNewsSection } from '@/widgets/home/news-section';
import { prefetchPartners } from '@/widgets/home/partners';
import { prefetchSupportProjects } from '@/widgets/home/support-projects';
import { prefetchTestimonials } from '@/widgets/home/testimonials';

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
