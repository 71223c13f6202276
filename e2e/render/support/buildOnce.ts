import { buildIfStale } from '../../../scripts/productionBuild';

/**
 * jest globalSetup of the `ssr` project only (it runs when that project has tests to run):
 * the server-render tests use the real production build, as `npm start` would serve it.
 */
export default async function buildOnce(): Promise<void> {
  if (!(await buildIfStale())) {
    throw new Error('The production build failed; see the messages above.');
  }
}
