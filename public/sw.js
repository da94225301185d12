// The Shiftlane service worker (spec §4 "Service worker", §9). Registered by
// app/app-shell/service-worker.ts at scope / with updateViaCache 'none'; server/app.ts serves this
// file with Cache-Control: no-cache, so a new version is picked up on the next visit.
//
// What it serves
// - Page navigations: the network (through navigation preload where the browser has it). When the
//   network fails, the offline page (/offline.html, stored at install) with status 503. Pages
//   themselves are never cached: they are personal (customer cookies) and regional.
// - /assets/*: Vite fingerprints these files, so they are cache-first, stored in the cache of the
//   current release the first time they are fetched.
// - Nothing else is touched: page data (*.data), /builds/*, /api/*, /media/*, every non-GET
//   request (form posts) and other origins go straight to the network, uncached.
//
// Caches are named 'shiftlane-v1-' + release. Until a page names the release, the cache is
// 'shiftlane-v1-unreleased'. app/app-shell/worker-protocol.ts holds the same names.
//
// Messages it accepts (replies go back through the MessageChannel port sent with the message,
// or to the sending page when there is none):
// - { type: 'new release', release, previous } (previous is the release before, or 'none' /
//   'error'): deletes every 'shiftlane-v1-' cache, then replies
//   { type: 'release cache cleared', release, previous, deleted: [cache names] }; then creates the
//   cache of the new release, stores the offline page in it (fetched afresh, else the copy it
//   had), and replies
//   { type: 'release stored', release, cache, offlinePage: true | false }.
// - { type: 'force cache clear' }: deletes every 'shiftlane-v1-' cache and replies
//   { type: 'release cache cleared', deleted }; then stores the offline page again in the cache of
//   the current release and replies { type: 'cache updated', cache, url: '/offline.html' }.
// Messages it sends unasked:
// - { type: 'cache updated', cache, url }: to the page whose /assets/* request was a miss, once
//   the worker has stored that file.
// - { type: 'offline fallback', url }: to every page it controls, each time it answered a
//   navigation with the offline page.
//
// Five seconds after activation it logs its counts to the console: hits and misses of the asset
// cache, files stored, offline fallbacks served, requests passed to the network untouched.

const CACHE_PREFIX = 'shiftlane-v1-';
const UNRELEASED = 'unreleased';
const OFFLINE_URL = '/offline.html';
const STATS_DELAY_MS = 5000;
// Used only if the offline page itself could not be stored.
const MINIMAL_OFFLINE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>You are offline | Shiftlane</title><main><h1>You are offline</h1>' +
  '<p>Check your connection, then try again.</p><a href="">Try again</a></main></html>';

const stats = { hits: 0, misses: 0, stored: 0, fallbacks: 0, passedThrough: 0 };
/** Name of the cache assets go into; recomputed from the cache names after a restart. */
let activeCache = null;

async function ourCaches() {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
}

async function currentCacheName() {
  if (!activeCache) {
    const names = await ourCaches();
    activeCache = names[names.length - 1] || CACHE_PREFIX + UNRELEASED;
  }
  return activeCache;
}

/** A release name safe to put in a cache name. */
function cleanRelease(value) {
  const release = String(value == null ? '' : value)
    .replace(/[^\w.-]/g, '')
    .slice(0, 64);
  return release || 'unknown';
}

/** Stores a fresh offline page, or else the copy given (kept from a cache about to be cleared). */
async function storeOfflinePage(cacheName, keptCopy) {
  let response = keptCopy;
  try {
    const fresh = await fetch(OFFLINE_URL, { cache: 'no-cache' });
    if (fresh.ok) response = fresh;
  } catch {
    // Offline: the kept copy, if any, will do.
  }
  if (!response) return false;
  await (await caches.open(cacheName)).put(OFFLINE_URL, response);
  return true;
}

async function clearCaches() {
  const names = await ourCaches();
  await Promise.all(names.map((name) => caches.delete(name)));
  return names;
}

async function tellWindows(message) {
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage(message);
}

async function offlineResponse() {
  const cached = await caches.match(OFFLINE_URL);
  const body = cached ? await cached.text() : MINIMAL_OFFLINE_PAGE;
  return new Response(body, {
    status: 503,
    statusText: 'Offline',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch {
    stats.fallbacks += 1;
    event.waitUntil(tellWindows({ type: 'offline fallback', url: event.request.url }));
    return offlineResponse();
  }
}

async function storeAsset(cacheName, request, response, clientId) {
  // A release announced meanwhile: this file belongs to the cache that was just cleared.
  if (cacheName !== activeCache) return;
  await (await caches.open(cacheName)).put(request, response);
  stats.stored += 1;
  const client = clientId ? await self.clients.get(clientId) : null;
  if (client) client.postMessage({ type: 'cache updated', cache: cacheName, url: request.url });
}

async function asset(event) {
  const cacheName = await currentCacheName();
  const hit = await (await caches.open(cacheName)).match(event.request);
  if (hit) {
    stats.hits += 1;
    return hit;
  }
  stats.misses += 1;
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === 'basic') {
    event.waitUntil(storeAsset(cacheName, event.request, response.clone(), event.clientId));
  }
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await storeOfflinePage(await currentCacheName());
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
  setTimeout(() => {
    console.log('[shiftlane service worker] stats', { ...stats, cache: activeCache });
  }, STATS_DELAY_MS);
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) {
    stats.passedThrough += 1;
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(event));
  } else {
    stats.passedThrough += 1;
  }
});

async function newRelease(data, reply) {
  const release = cleanRelease(data.release);
  const previous = typeof data.previous === 'string' ? data.previous : 'none';
  // Switch first, so that files fetched from here on go into the new release's cache.
  activeCache = CACHE_PREFIX + release;
  const kept = await caches.match(OFFLINE_URL);
  const deleted = await clearCaches();
  reply({ type: 'release cache cleared', release, previous, deleted });
  const offlinePage = await storeOfflinePage(activeCache, kept);
  reply({ type: 'release stored', release, cache: activeCache, offlinePage });
}

async function forceCacheClear(reply) {
  const cacheName = await currentCacheName();
  const kept = await caches.match(OFFLINE_URL);
  const deleted = await clearCaches();
  reply({ type: 'release cache cleared', deleted });
  await storeOfflinePage(cacheName, kept);
  reply({ type: 'cache updated', cache: cacheName, url: OFFLINE_URL });
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  const port = event.ports && event.ports[0];
  const reply = (message) => {
    if (port) port.postMessage(message);
    else if (event.source) event.source.postMessage(message);
  };
  if (data.type === 'new release') event.waitUntil(newRelease(data, reply));
  else if (data.type === 'force cache clear') event.waitUntil(forceCacheClear(reply));
});
