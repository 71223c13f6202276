export { BannerSection } from './ui/BannerSection';
