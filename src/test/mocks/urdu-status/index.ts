// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { noUrduMissing, URDU_MISSING_URL, urduStatusHandlers } from './urduStatusMocks';
