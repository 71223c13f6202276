// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { DOCUMENTS_URL, demoDocuments, documentBackend, documentHandlers } from './documentMocks';
