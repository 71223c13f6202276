// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { PARTNERS_URL, demoPartners, partnerHandlers } from './partnerMocks';
