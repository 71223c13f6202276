// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { AUDIT_URL, auditHandlers, demoChanges } from './auditMocks';
