// The error page as a thrown response (spec §2 item 3): status, message and the region's
// content-managed error block, or no block (a plain message) when it could not be loaded (§8).
import { data } from 'react-router';
import { config } from '../../config/index';
import { loadErrorBlock } from '../content/settings.server';
import type { ErrorPagePayload } from '../navigation/errors';
import type { Region } from '../regions/region';

interface ErrorPageOptions {
  status: number;
  message: string;
  region: Region;
  fatal?: boolean;
  headers?: HeadersInit;
}

/** A thrown response that the root error boundary renders as the error page. */
export async function errorPageResponse(options: ErrorPageOptions) {
  const payload: ErrorPagePayload = {
    status: options.status,
    message: options.message,
    fatal: options.fatal ?? false,
    region: options.region,
    brandName: config().site.brandName,
    block: await loadErrorBlock(options.region),
  };
  return data(payload, { status: options.status, ...(options.headers ? { headers: options.headers } : {}) });
}
