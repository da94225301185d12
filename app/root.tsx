import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { config } from '../config/index';
import type { Route } from './+types/root';
import { AdminDocument } from './admin/AdminDocument';
import { AdminErrorPage } from './admin/AdminErrorPage';
import { isAdminPath } from './admin/admin-paths';
import { ErrorPage } from './error-page/ErrorPage';
import { SiteLayout } from './layouts/SiteLayout';
import { localDataContext, regionContext, visitorContext } from './navigation/context';
import {
  GENERIC_ERROR_MESSAGE,
  isErrorPagePayload,
  routeNotFoundMessage,
  type ErrorPagePayload,
} from './navigation/errors';
import { AppShell } from './app-shell/AppShell';
import { loadChromeContent } from './chrome/chrome-content.server';
import { ErrorChromeContext } from './chrome/use-chrome';
import { ConsentModeScript } from './consent/ConsentModeScript';
import { ConsentRoot } from './consent/ConsentRoot';
import { googleTagScripts } from './consent/google-tag';
import { ModalProvider } from './modals/ModalProvider';
import { navigationMiddleware } from './navigation/pipeline.server';
import { previewOf } from './preview/preview-context';
import { PreviewBar } from './preview/PreviewBar';
import { regionFromPath, REGION_LOCALES } from './regions/region';
import { buildSiteState } from './site-state/site-state';
import { SiteStateProvider } from './site-state/SiteState';
// Styles are bundled by Vite and linked by <Links />; the font is self-hosted (no third-party request).
import '@fontsource-variable/inter/wght.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import './styles/tokens.css';
import './styles/site.css';
// After the site's own sheets, as the forms' and blocks' always came (blocks/block-styles.ts says why
// the blocks' are here).
import './forms/ui/forms.css';
import './blocks/block-styles';
import { pageHeaders } from './navigation/headers';

export const middleware: Route.MiddlewareFunction[] = [navigationMiddleware()];

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Admin pages carry no site chrome or site state, and must work with the content service down.
  if (isAdminPath(new URL(request.url).pathname)) return null;
  const { site, tracking, monitoring } = config();
  const region = context.get(regionContext);
  return {
    // An editor's preview (server/preview): the bar, and in the editor the bridge.
    preview: previewOf(context),
    chrome: await loadChromeContent(region),
    siteState: buildSiteState({
      brandName: site.brandName,
      errorPageSlug: site.errorPageSlug,
      region,
      visitor: context.get(visitorContext),
      localData: context.get(localDataContext),
      thirdPartyScripts: {
        'live-chat': tracking.liveChatScriptUrl,
        'ad-pixel': tracking.adPixelScriptUrl,
        'social-sdk': tracking.socialSdkScriptUrl,
        ...googleTagScripts(tracking.googleTagId),
      },
      monitoring,
    }),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  if (isAdminPath(location.pathname)) return <AdminDocument>{children}</AdminDocument>;
  const region = root?.siteState.region ?? regionFromPath(location.pathname);
  return (
    <html lang={REGION_LOCALES[region]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Google Consent Mode's defaults, before any script that could load a tag. */}
        <ConsentModeScript />
        <Meta />
        <Links />
      </head>
      <body>
        {/* The first stop of the keyboard on every page, whatever its layout (each has a main#main). */}
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {root?.preview && <PreviewBar />}
        <SiteStateProvider value={root?.siteState ?? null}>
          {/* Right after the skip link, so keyboard users reach the cookie banner before the page. */}
          <ConsentRoot />
          <ModalProvider>{children}</ModalProvider>
        </SiteStateProvider>
        <AppShell />
        {/* §2: the page area holds a root element for a social-network SDK. */}
        <div id="fb-root" />
        {/* Not in a preview: framed by an editor on another site, where the browser may deny
            storage, React Router's restore script throws; an editor's frame has no history to restore. */}
        {root?.preview ? null : <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

function payloadOf(
  error: unknown,
  pathname: string,
  brandName: string,
): ErrorPagePayload & { plain?: boolean } {
  const region = regionFromPath(pathname);
  if (isRouteErrorResponse(error)) {
    if (isErrorPagePayload(error.data)) {
      const given: Partial<ErrorPagePayload> & { plain?: boolean } = error.data;
      return {
        status: error.status,
        message: error.data.message,
        fatal: given.fatal ?? false,
        region: given.region ?? region,
        brandName: given.brandName ?? brandName,
        block: given.block ?? null,
        chrome: given.chrome ?? null,
        plain: given.plain ?? false,
      };
    }
    const message = error.status === 404 ? routeNotFoundMessage(pathname) : GENERIC_ERROR_MESSAGE;
    return { status: error.status, message, fatal: false, region, brandName, block: null };
  }
  return { status: 500, message: GENERIC_ERROR_MESSAGE, fatal: false, region, brandName, block: null };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  if (isAdminPath(location.pathname)) return <AdminErrorPage error={error} />;
  const payload = payloadOf(error, location.pathname, root?.siteState.brandName ?? 'Home');
  if (payload.plain) {
    return (
      <main id="main" tabIndex={-1}>
        <h1>{payload.message}</h1>
      </main>
    );
  }
  // The chrome of a normal page of the region: the root loader's, or (when the error came before
  // it ran) what the error response carries; useChrome falls back to the built-in one.
  const chrome = root?.chrome ?? payload.chrome ?? null;
  return (
    <ErrorChromeContext.Provider value={chrome}>
      <title>{`${payload.message} | ${payload.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <SiteLayout name="default" brandName={payload.brandName} region={payload.region}>
        <ErrorPage payload={payload} />
      </SiteLayout>
    </ErrorChromeContext.Provider>
  );
}
