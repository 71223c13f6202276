export {
  enter,
  file,
  findHeading,
  findSignIn,
  openAdmin,
  openAdminInUrdu,
  openScreen,
  signedIn,
  useMockBackend,
} from './admin';
export type { AdminUser } from './admin';
export { findSection } from './findSection';
export { useGiftBackends } from './giftBackends';
export { renderWithFailedLoad } from './failedLoad';
export { mockServer, renderWithProviders } from './renderWithProviders';
export { screenWidth } from './screenWidth';
export { tableRows } from './tableRows';
export { checkPagedUrduFilter } from './urduFilter';
