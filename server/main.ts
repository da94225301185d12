// Starts the site on HOST:PORT from the production build in build/, and stops it gracefully.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { config, requireSiteUrl } from '../config/index';
import { listenOn } from '../config/listen';
import { listenToOtherInstances } from '../app/content/publish-broadcast.server';
import { startSiteOutbox } from '../app/leads/outbox.server';
import { closeDatabase } from '../app/database.server';
import { builtClientAssets, createSiteApp } from './app';
import { keepPagesFresh, type Invalidatable } from './page-cache/freshness';
import { refuseConnect } from './security/request-shape';

export interface ShutdownResult {
  /** Requests still unanswered when SHUTDOWN_TIMEOUT_MS ran out; their connections were cut. */
  cutRequests: number;
}

export interface RunningSite {
  url: string;
  /**
   * Drains and stops: /readyz answers 503 at once, no new connections are accepted, idle
   * keep-alive connections close, requests in flight finish (with `Connection: close`) until the
   * shutdown timeout, then the rest are cut; then the outbox finishes its pass and the database
   * closes. The publish listener (on PostgreSQL) stops at once.
   */
  close(): Promise<ShutdownResult>;
}

/** The production site: the app over the build in BUILD_DIR. */
export async function startSite(
  buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'build'),
): Promise<RunningSite> {
  requireSiteUrl(config());
  const build = (await import(
    pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  return serveSite(async (draining) => ({
    app: createSiteApp(build, builtClientAssets(path.join(buildDirectory, 'client')), { draining }),
  }));
}

/** What a site is served with: the app, and what must stop with the server (Vite in development). */
export interface ServedApp {
  app: Express;
  close?: () => Promise<void>;
}

/**
 * Serves an app on HOST:PORT with the lifecycle every site shares (production and development):
 * the page cache kept fresh (and, on PostgreSQL, told of other instances' publishes), the lead
 * outbox, and the graceful shutdown. `createApp` gets the draining signal (for /readyz) and the
 * HTTP server (Vite's hot reload shares its port).
 */
export async function serveSite(
  createApp: (draining: AbortSignal, server: Server) => Promise<ServedApp>,
): Promise<RunningSite> {
  const { site, server: serverSettings } = config();
  const draining = new AbortController();
  const server = createServer();
  const served = await createApp(draining.signal, server);
  const { app } = served;
  const pageCache = app.locals.pageCache as Invalidatable | undefined;
  const stopFreshness = pageCache
    ? keepPagesFresh(pageCache, { pollMs: config().content.cvTtlMs })
    : () => undefined;

  // Registered before the app, so a response can still be told to close its connection.
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    // A keep-alive connection may bring a request after the drain began: it is its last one.
    if (draining.signal.aborted) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight.delete(response);
      // A connection whose response was under way at the drain is idle now: close it.
      if (draining.signal.aborted) server.closeIdleConnections();
    });
  });
  server.on('request', app);
  refuseConnect(server);
  await listenOn(server, site.port, site.host, 'PORT');
  const { port } = server.address() as AddressInfo;
  const shownHost = site.host === '0.0.0.0' ? 'localhost' : site.host;
  // Delivers stored leads to their webhooks; pending rows of an earlier run resume here.
  const outbox = startSiteOutbox();
  // On PostgreSQL, the publishes other instances' webhooks accepted; nothing on SQLite.
  const publishes = listenToOtherInstances();

  return {
    url: `http://${shownHost}:${port}`,
    close: async () => {
      draining.abort();
      stopFreshness();
      const stoppedListening = publishes?.close();
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<true>((resolve) => {
        timer = setTimeout(() => resolve(true), serverSettings.shutdownTimeoutMs);
      });
      let cutRequests = 0;
      if (await Promise.race([closed.then(() => false), timedOut])) {
        cutRequests = inFlight.size;
        server.closeAllConnections();
        await closed;
      }
      clearTimeout(timer);
      await served.close?.();
      await stoppedListening;
      await outbox.stop();
      await closeDatabase();
      return { cutRequests };
    },
  };
}
