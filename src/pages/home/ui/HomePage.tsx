import { HeroSection } from './HeroSection';
import './HomePage.css';

/** The home page; its other sections (SPEC.md §2) join the hero here, in order. */
export function HomePage() {
  return (
    <main className="home-page">
      <HeroSection />
    </main>
  );
}
