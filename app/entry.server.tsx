// Server rendering. Crawlers get the whole document at once; browsers get it streamed.
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import {
  ServerRouter,
  type EntryContext,
  isRouteErrorResponse,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { DeferredModulePreloads } from './app-shell/deferred-module-preloads.server';
import { logger } from './logging/logger.server';
import { isBotUserAgent } from './regions/visitor.server';
import { CspNonce, cspNonceContext } from './security/csp-nonce';
import { sharedRenderContext } from './security/shared-render';

export const streamTimeout = 5_000;

// The server (server/page-cache/page-handler.ts) sets the nonce with this very key: the build
// bundles its own copy of csp-nonce.ts, and React Router looks context values up by identity.
export { cspNonceContext };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every script of the page carries the response's CSP nonce (server/security/csp.ts).
  const nonce = loadContext.get(cspNonceContext) || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render for the page cache is kept whole before anyone gets it, and must be the same bytes
    // whoever asked first: rendered whole, as for a crawler.
    const waitForAll =
      loadContext.get(sharedRenderContext) ||
      isBotUserAgent(request.headers.get('user-agent')) ||
      routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // The page's scripts are requested after its first paint (app-shell/deferred-module-preloads).
          const body = new DeferredModulePreloads();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error('Shell render failed'));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are streamed into boundaries; log them once here.
          if (shellRendered) logger.error('Render error:', error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A request the router refuses itself (a POST where no route has an action: 405) is the
  // client's mistake, answered 4xx; logging each one would let anyone flood the error log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error(`Server error on ${new URL(request.url).pathname}:`, error);
};
