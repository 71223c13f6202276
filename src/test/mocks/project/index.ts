// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoActiveProjects, demoCompletedProjects, demoProjects } from './demoProjects';
export { projectBackend } from './projectAdminMocks';
export {
  PROJECTS_URL,
  PROJECT_URL,
  projectHandlers,
  projectNotFound,
  projectPage,
} from './projectMocks';
