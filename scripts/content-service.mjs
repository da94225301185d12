// `npm run content-service`: the content service alone, from the build (plain JavaScript), for
// deployments where several site processes share one content service (START_CONTENT_SERVICE=false
// and CONTENT_API_URL pointing at it on each site).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDirectory, ensureBuild } from './build-state.mjs';

await ensureBuild();
await import(pathToFileURL(path.resolve(buildDirectory(), 'content-service', 'main.js')).href);
