export { mockServer, renderWithProviders } from './renderWithProviders';
