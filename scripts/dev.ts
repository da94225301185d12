// `npm run dev`: the site process `npm start` runs (scripts/site.ts: .env, the embedded content
// service, then the site; Ctrl-C stops both), in development: the same Express app, served with
// Vite in middleware mode (server/dev-site.ts), which compiles the sources per request and
// hot-reloads the browser.
import { loadEnvFile } from './env-file';

process.env.NODE_ENV = 'development';
loadEnvFile();
// Vite serves the project's source files in development: like Vite's own dev server, the site
// then listens on this machine only, unless HOST (here or in .env) says otherwise.
process.env.HOST ||= '127.0.0.1';

await import('./site');
