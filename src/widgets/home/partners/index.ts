export { prefetchPartners } from './api/prefetchPartners';
export { PartnersSection } from './ui/PartnersSection';
