// Loading the content-managed error page (spec §2 item 3, §7): the story at the configured error
// page address in the visitor's region; its content's first entry is the error block. A failure is
// logged and the error page shows its plain message instead (§8).
import { data } from 'react-router';
import { config } from '../../config/index';
import { loadRawContent } from '../content/stories.server';
import { logger } from '../logging/logger.server';
import type { ErrorPagePayload } from '../navigation/errors';
import { contentSlug, type Region } from '../regions/region';
import { errorBlockSchema, type ErrorBlock } from './error-block';

export async function loadErrorBlock(region: Region): Promise<ErrorBlock | null> {
  const slug = contentSlug(region, config().site.errorPageSlug);
  const content = await loadRawContent(slug);
  if (!content.ok) {
    logger.error(`Error page content ${slug} could not be loaded:`, content.message);
    return null;
  }
  const first = Array.isArray(content.value.body) ? content.value.body[0] : undefined;
  const block = errorBlockSchema.safeParse(first);
  if (!block.success) {
    logger.error(`Error page content ${slug} has no valid error block:`, block.error.issues[0]?.message);
    return null;
  }
  return block.data;
}

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
