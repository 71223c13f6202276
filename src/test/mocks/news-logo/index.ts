// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { NEWS_LOGOS_URL, NEWS_LOGO_URL, demoNewsLogos, newsLogoHandlers } from './newsLogoMocks';
