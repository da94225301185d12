// `npm run dev`: the site process `npm start` runs (scripts/site-process.ts: .env, the embedded
// content service, then the site; Ctrl-C stops both), in development: the same Express app, served
// with Vite in middleware mode (server/dev-site.ts), which compiles the sources per request and
// hot-reloads the browser. Everything runs from source, under tsx: nothing needs a build.
import path from 'node:path';
import { loadEnvFile } from './env-file';
import { prepareEnvironment, runSite } from './site-process';

process.env.NODE_ENV = 'development';
loadEnvFile();
// Vite serves the project's source files in development: like Vite's own dev server, the site
// then listens on this machine only, unless HOST (here or in .env) says otherwise.
process.env.HOST ||= '127.0.0.1';
prepareEnvironment();

const { startDevSite } = await import('../server/dev-site');
await runSite({
  startSite: startDevSite,
  contentService: { entry: path.join('content-service', 'main.ts'), execArgv: ['--import', 'tsx'] },
});
