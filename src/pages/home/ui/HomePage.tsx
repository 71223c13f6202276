import type { ComponentType } from 'react';
import { useLocalized, useSettings } from '@/entities/setting';
import { FirstScreen } from '@/shared/lib/critical-text';
import { DeferredPart, lazyPart } from '@/shared/lib/lazy-part';
import type { PrefetchAction } from '@/shared/routes';
import { PageTitle } from '@/shared/ui/page-title';
import { BannerSection } from '@/widgets/home/banner';
import { HeroSection } from '@/widgets/home/hero';
import { sectionAnswers } from '../api/prefetchHomePage';
import './HomePage.css';

/** A section below the first screen: its code, and the answers it shows (if any of its own). */
function section<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  answers?: () => PrefetchAction[],
) {
  return { part: lazyPart(load, pick), answers };
}

/*
 * The banner and the hero fill the first screen; every section below comes as the server
 * rendered it, and its code (the carousel's included) and its answers load when it scrolls
 * into view (the page's state leaves those answers out: api/prefetchHomePage.ts).
 */
const belowTheFold = [
  section(
    () => import(/* webpackChunkName: "home-gallery" */ '@/widgets/home/gallery'),
    (module) => module.GallerySection,
    sectionAnswers.gallery,
  ),
  section(
    () => import(/* webpackChunkName: "home-highlights" */ '@/widgets/home/highlights'),
    (module) => module.HighlightsSection,
    sectionAnswers.highlights,
  ),
  section(
    () => import(/* webpackChunkName: "home-support-projects" */ '@/widgets/home/support-projects'),
    (module) => module.SupportProjectsSection,
    sectionAnswers.supportProjects,
  ),
  section(
    () =>
      import(/* webpackChunkName: "home-completed-projects" */ '@/widgets/home/completed-projects'),
    (module) => module.CompletedProjectsSection,
    sectionAnswers.completedProjects,
  ),
  // Its text is the settings', which the first screen has already.
  section(
    () => import(/* webpackChunkName: "home-about" */ '@/widgets/home/about'),
    (module) => module.AboutSection,
  ),
  section(
    () => import(/* webpackChunkName: "home-news" */ '@/widgets/home/news-section'),
    (module) => module.NewsSection,
    sectionAnswers.news,
  ),
  section(
    () => import(/* webpackChunkName: "home-partners" */ '@/widgets/home/partners'),
    (module) => module.PartnersSection,
    sectionAnswers.partners,
  ),
  section(
    () => import(/* webpackChunkName: "home-testimonials" */ '@/widgets/home/testimonials'),
    (module) => module.TestimonialsSection,
    sectionAnswers.testimonials,
  ),
];

/** The home page: its sections in docs/product.md §2's order; each hides itself when switched off. */
export function HomePage() {
  const siteName = useLocalized(useSettings().site?.name) ?? '';
  return (
    <main className="home-page">
      <PageTitle siteName={siteName} />
      <FirstScreen>
        <BannerSection />
        <HeroSection />
      </FirstScreen>
      {belowTheFold.map(({ part, answers }, index) => (
        // The list never changes: its position is a stable key.
        <DeferredPart key={index} part={part} prefetch={answers} />
      ))}
    </main>
  );
}
