export { enter, file, findHeading, openAdmin, openScreen, signedIn, useMockBackend } from './admin';
export type { AdminUser } from './admin';
export { mockServer, renderWithProviders } from './renderWithProviders';
export { screenWidth } from './screenWidth';
