// `npm run dev`: the site's own Express app (server/app.ts) with Vite in middleware mode in place of
// the build, as React Router documents for custom servers. Every request passes the same logging,
// headers, guards and health routes as in production; Vite compiles the server build per request
// (an edit shows on the next one) and serves the client's modules, with hot reload over a
// WebSocket on the site's own port.
import { realpathSync } from 'node:fs';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer, searchForWorkspaceRoot } from 'vite';
import { config, requireSiteUrl } from '../config/index';
import { createSiteApp } from './app';
import { serveSite, type RunningSite } from './main';

/** The module React Router's Vite plugin builds the server build as. */
const SERVER_BUILD_MODULE = 'virtual:react-router/server-build';

export async function startDevSite(): Promise<RunningSite> {
  requireSiteUrl(config());
  return serveSite(async (draining, server) => {
    const vite = await createViteServer({
      // The pages are React Router's, rendered by the app: Vite serves modules and files only.
      appType: 'custom',
      server: {
        middlewareMode: true,
        // Hot reload on the site's own port: the browser's WebSocket then stays within the CSP's
        // connect-src 'self', and two dev sites do not compete for Vite's default port.
        ws: { server },
        // Vite would add Access-Control-Allow-Origin to every answer that passes its middlewares,
        // pages included; the modules are only ever loaded by the site's own pages.
        cors: false,
        fs: {
          // Vite serves files of the project only. node_modules may be a link to an install shared
          // between checkouts (git worktrees), whose real path lies outside: it is allowed too.
          allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')],
        },
      },
    });
    const app = createSiteApp(
      () => vite.ssrLoadModule(SERVER_BUILD_MODULE) as Promise<ServerBuild>,
      vite.middlewares,
      { draining },
    );
    return { app, close: () => vite.close() };
  });
}
