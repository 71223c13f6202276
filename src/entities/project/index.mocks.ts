// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoActiveProjects, demoCompletedProjects, demoProjects } from './api/demoProjects';
export { projectBackend } from './api/projectAdminMocks';
export type { SentProjectCall } from './api/projectAdminMocks';
export {
  PROJECTS_URL,
  PROJECT_URL,
  projectHandlers,
  projectNotFound,
  projectPage,
} from './api/projectMocks';
