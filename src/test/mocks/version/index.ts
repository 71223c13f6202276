// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoBin, heroVersions, versionBackend } from './versionMocks';
