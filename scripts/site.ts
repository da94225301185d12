// The site process that `npm start` runs (scripts/start.mjs), bundled into the build by
// build-if-needed.ts: the production server, with the content service from the build.
import path from 'node:path';
import { prepareEnvironment, runSite } from './site-process';

prepareEnvironment();
// Only now: React picks its development or production build from NODE_ENV when it is first loaded
// (dynamic imports stay chunks of their own in the bundle).
const { startSite } = await import('../server/main');
await runSite({
  startSite: () => startSite(),
  contentService: { entry: path.resolve(process.env.BUILD_DIR ?? 'build', 'content-service', 'main.js') },
});
