// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { LAST_OWNER_MESSAGE, TEAM_URL, demoMembers, demoNotice, teamBackend } from './teamMocks';
