// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { NEWS_ITEM_URL, newsBackend } from './api/newsAdminMocks';
export type { SentNewsCall } from './api/newsAdminMocks';
export { NEWS_URL, demoNews, newsHandlers } from './api/newsMocks';
