export { prefetchContactUsPage } from './api/prefetch';
export { ContactUsPage } from './ui/ContactUsPage';
