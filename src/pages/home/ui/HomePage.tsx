import { useLocalized, useSettings } from '@/entities/setting';
import { PageTitle } from '@/shared/ui/page-title';
import { AboutSection } from '@/widgets/about';
import { BannerSection } from '@/widgets/banner';
import { CompletedProjectsSection } from '@/widgets/completed-projects';
import { GallerySection } from '@/widgets/gallery';
import { HeroSection } from '@/widgets/hero';
import { HighlightsSection } from '@/widgets/highlights';
import { NewsSection } from '@/widgets/news-section';
import { PartnersSection } from '@/widgets/partners';
import { SupportProjectsSection } from '@/widgets/support-projects';
import { TestimonialsSection } from '@/widgets/testimonials';

/** The home page: its sections in SPEC.md §2's order; each hides itself when switched off. */
export function HomePage() {
  const siteName = useLocalized(useSettings().site?.name) ?? '';
  return (
    <main className="home-page">
      <PageTitle siteName={siteName} />
      <BannerSection />
      <HeroSection />
      <GallerySection />
      <HighlightsSection />
      <SupportProjectsSection />
      <CompletedProjectsSection />
      <AboutSection />
      <NewsSection />
      <PartnersSection />
      <TestimonialsSection />
    </main>
  );
}
