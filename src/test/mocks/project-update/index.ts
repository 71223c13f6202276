// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export {
  PROJECT_UPDATES_URL,
  demoProjectUpdates,
  projectUpdateBackend,
  projectUpdateHandlers,
} from './projectUpdateMocks';
