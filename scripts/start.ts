/**
 * `npm start`: build the site for production when the build is missing or older than its
 * sources, then run the server in this process (so signals reach it directly).
 */
import { buildIfStale } from './productionBuild';

void buildIfStale().then((built) => {
  if (!built) {
    console.error('The production build failed; see the messages above.');
    process.exit(1);
  }
  // The server renderer loads React from node_modules: its production build, as in the browser.
  process.env.NODE_ENV ??= 'production';
  return import('../server/main');
});
