export { mockServer, renderWithProviders } from './renderWithProviders';
export { screenWidth } from './screenWidth';
