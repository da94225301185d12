// The bridge's `input` event, on the server: the page posts the story as the editor has it now
// (unsaved) to its own URL, and gets back the page's data for it, parsed by the same schemas and
// with the same block data as a loaded story. Only a preview may ask; nothing is stored.
import { z } from 'zod';
import { data, type RouterContextProvider } from 'react-router';
import { rateLimiter } from '../rate-limits.server';
import { readIntake } from '../security/intake.server';
import type { Limiter } from '../security/rate-limit.server';
import { previewOf } from './preview-context';

/** Under the server's 1 MiB body ceiling; a long post with rich text is a few tens of KB. */
export const PREVIEW_INPUT_MAX_BYTES = 1_000_000;
/** The editor sends an event per keystroke; the page sends at most one every 150 ms. */
const INPUTS_PER_MINUTE = 600;

export const PREVIEW_INPUT_MESSAGES = {
  notInPreview: 'Preview has ended on this page. Open it from the editor again to see your changes.',
  notAStoryPage: 'This page shows the edited story once it is saved.',
  notThisPage: 'The edited story cannot be shown on this page.',
} as const;

const inputSchema = z.object({ story: z.record(z.string(), z.unknown()) });

/** Whether a post to a page is the bridge's input (JSON) rather than one of its forms. */
export function isPreviewInput(request: Request): boolean {
  return /^application\/json\b/i.test(request.headers.get('content-type') ?? '');
}

let limiter: Limiter | undefined;

/** A refusal the page shows in its preview bar, as data: a thrown one would replace the page. */
function refused(status: number, error: string) {
  return data({ previewInput: true as const, page: null, error }, { status });
}

/**
 * The page's data for the edited story: `pageOf` parses it for this page (the page route passes
 * its own), or is null where the page is not one story's (a list: it shows edits once saved).
 */
export async function previewInput<Page>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  pageOf: ((story: Record<string, unknown>) => Promise<Page | null>) | null,
) {
  if (!previewOf(context)) return refused(403, PREVIEW_INPUT_MESSAGES.notInPreview);
  limiter ??= rateLimiter('preview-input', { limit: INPUTS_PER_MINUTE, windowMs: 60_000 });
  const body = await readIntake(request, {
    schema: inputSchema,
    maxBytes: PREVIEW_INPUT_MAX_BYTES,
    limiter,
    what: 'edited story',
  });
  if (!body.ok) return refused(body.response.status, await body.response.text());
  if (!pageOf) return refused(409, PREVIEW_INPUT_MESSAGES.notAStoryPage);
  const page = await pageOf(body.value.story);
  if (!page) return refused(422, PREVIEW_INPUT_MESSAGES.notThisPage);
  return { previewInput: true as const, page, error: null };
}
