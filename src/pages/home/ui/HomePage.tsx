import { useLocalized, useSettings } from '@/entities/setting';
import { FirstScreen } from '@/shared/lib/critical-text';
import { DeferredPart, lazyPart } from '@/shared/lib/lazy-part';
import { PageTitle } from '@/shared/ui/page-title';
import { BannerSection } from '@/widgets/home/banner';
import { HeroSection } from '@/widgets/home/hero';
import './HomePage.css';

/*
 * The banner and the hero fill the first screen; every section below comes as the server
 * rendered it, and its code (the carousel's included) loads when it scrolls into view.
 */
const belowTheFold = [
  lazyPart(
    () => import(/* webpackChunkName: "home-gallery" */ '@/widgets/home/gallery'),
    (module) => module.GallerySection,
  ),
  lazyPart(
    () => import(/* webpackChunkName: "home-highlights" */ '@/widgets/home/highlights'),
    (module) => module.HighlightsSection,
  ),
  lazyPart(
    () => import(/* webpackChunkName: "home-support-projects" */ '@/widgets/home/support-projects'),
    (module) => module.SupportProjectsSection,
  ),
  lazyPart(
    () =>
      import(/* webpackChunkName: "home-completed-projects" */ '@/widgets/home/completed-projects'),
    (module) => module.CompletedProjectsSection,
  ),
  lazyPart(
    () => import(/* webpackChunkName: "home-about" */ '@/widgets/home/about'),
    (module) => module.AboutSection,
  ),
  lazyPart(
    () => import(/* webpackChunkName: "home-news" */ '@/widgets/home/news-section'),
    (module) => module.NewsSection,
  ),
  lazyPart(
    () => import(/* webpackChunkName: "home-partners" */ '@/widgets/home/partners'),
    (module) => module.PartnersSection,
  ),
  lazyPart(
    () => import(/* webpackChunkName: "home-testimonials" */ '@/widgets/home/testimonials'),
    (module) => module.TestimonialsSection,
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
      {belowTheFold.map((part, index) => (
        // The list never changes: its position is a stable key.
        <DeferredPart key={index} part={part} />
      ))}
    </main>
  );
}
