// The error page as a thrown response (requirements §2 item 3): status, message and the region's
// content-managed error block, or no block (a plain message) when it could not be loaded (§8). It
// also carries the region's header and footer content: an error thrown by the navigation pipeline
// comes before the root loader, and the error page still shows the chrome of a normal page.
import { data } from 'react-router';
import { config } from '../../config/index';
import { loadChromeContent, type ChromeContent } from '../chrome/chrome-content.server';
import { loadErrorBlock } from '../content/settings.server';
import { logger } from '../logging/logger.server';
import type { ErrorPagePayload } from '../navigation/errors';
import type { Region } from '../regions/region';

interface ErrorPageOptions {
  status: number;
  message: string;
  region: Region;
  fatal?: boolean;
  headers?: HeadersInit;
  /** False for refusals no visitor's own page meets: a plain message, without the content block. */
  contentBlock?: boolean;
}

async function chromeOf(region: Region): Promise<ChromeContent | null> {
  try {
    return await loadChromeContent(region);
  } catch (error) {
    logger.warn('Error page: the site chrome could not be loaded; using the built-in one', error);
    return null;
  }
}

/** A thrown response that the root error boundary renders as the error page. */
export async function errorPageResponse(options: ErrorPageOptions) {
  const [block, chrome] = await Promise.all([
    options.contentBlock === false ? null : loadErrorBlock(options.region),
    chromeOf(options.region),
  ]);
  const payload: ErrorPagePayload = {
    status: options.status,
    message: options.message,
    fatal: options.fatal ?? false,
    region: options.region,
    brandName: config().site.brandName,
    block,
    chrome,
  };
  return data(payload, { status: options.status, ...(options.headers ? { headers: options.headers } : {}) });
}
