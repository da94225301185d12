// The two not-found messages of requirements §2/§8. They differ on purpose: a route whose validation fails
// is a *fatal* 'Page Not Found', a path nothing serves is a non-fatal 'Page not found'.
import type { Region } from '../regions/region';
import type { ChromeContent } from '../chrome/chrome-content.server';
import type { ErrorBlock } from '../error-page/error-block.schema';

export const pageNotFoundMessage = (path: string): string => `Page Not Found: ${path}`;
export const routeNotFoundMessage = (path: string): string => `Page not found: ${path}`;
export const GENERIC_ERROR_MESSAGE = 'Sorry, something went wrong on our side. Please try again.';
export const CONTENT_UNAVAILABLE_MESSAGE =
  'This page is temporarily unavailable. Please try again in a minute.';

/** What a thrown error response carries to the error page (root ErrorBoundary). */
export interface ErrorPagePayload {
  status: number;
  message: string;
  fatal: boolean;
  region: Region;
  brandName: string;
  /** The content-managed error block, or null when it could not be loaded (plain message). */
  block: ErrorBlock | null;
  /**
   * The region's header and footer content, for an error thrown before the root loader ran (the
   * navigation pipeline's); null when it could not be loaded (the built-in chrome shows).
   */
  chrome?: ChromeContent | null;
}

export function isErrorPagePayload(value: unknown): value is ErrorPagePayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorPagePayload).status === 'number' &&
    typeof (value as ErrorPagePayload).message === 'string'
  );
}
