export {
  enter,
  expectItemGone,
  file,
  findHeading,
  findSignIn,
  openAdmin,
  openAdminInUrdu,
  openScreen,
  signedIn,
  signedInAs,
  useMockBackend,
} from './admin';
export type { AdminUser } from './admin';
export { adminForm } from './adminForm';
export { adminList } from './adminList';
export { findSection } from './findSection';
export { useGiftBackends } from './giftBackends';
export { renderWithFailedLoad } from './failedLoad';
export { mockServer, renderInUrdu, renderWithProviders } from './renderWithProviders';
export { screenWidth, useScreenWidth } from './screenWidth';
export { tableRows } from './tableRows';
export { checkPagedUrduFilter } from './urduFilter';
