import { settingApi } from '@/entities/setting';
import type { Prefetch, PrefetchAction } from '@/shared/routes';
import { prefetchCompletedProjects } from '@/widgets/home/completed-projects';
import { prefetchGallery } from '@/widgets/home/gallery';
import { prefetchHighlights } from '@/widgets/home/highlights';
import { prefetchNewsSection } from '@/widgets/home/news-section';
import { prefetchPartners } from '@/widgets/home/partners';
import { prefetchSupportProjects } from '@/widgets/home/support-projects';
import { prefetchTestimonials } from '@/widgets/home/testimonials';

/** What the home page's first screen (the banner and the hero) needs: the settings. */
export const prefetchHomePage: Prefetch = () => [settingApi.endpoints.getSettings.initiate()];

/**
 * The answers each section below the first screen shows (the first page or list of each): the
 * server renders the sections with them, each section fetches its own in the browser when it
 * comes near (ui/HomePage.tsx). A section switched off simply leaves its answer unused.
 */
export const sectionAnswers = {
  gallery: prefetchGallery,
  highlights: prefetchHighlights,
  supportProjects: () => prefetchSupportProjects({}),
  completedProjects: () => prefetchCompletedProjects({}),
  news: prefetchNewsSection,
  partners: prefetchPartners,
  testimonials: prefetchTestimonials,
} satisfies Record<string, () => PrefetchAction[]>;

/** All of them: what the page's state leaves out (RouteHandle's `deferred`). */
export const prefetchHomeSections: Prefetch = () =>
  Object.values(sectionAnswers).flatMap((answers) => answers());
