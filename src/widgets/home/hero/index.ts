export { HeroSection } from './ui/HeroSection';
