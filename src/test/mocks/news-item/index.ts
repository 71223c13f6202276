// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { NEWS_ITEM_URL, newsBackend } from './newsAdminMocks';
export { NEWS_URL, demoNews, newsHandlers } from './newsMocks';
