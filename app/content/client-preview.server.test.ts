// Inside an editor's preview every content read is a draft read; outside it never is.
import { describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { inPreviewScope, runInPreview } from '../preview/preview-scope.server';
import { contentClient } from './client.server';

overrideConfig({ CONTENT_PREVIEW_TOKEN: 'a-preview-token', CONTENT_VERSION: 'published' });

describe('contentClient in and out of preview', () => {
  it('reads drafts inside the preview scope, and published content outside it', async () => {
    expect(contentClient().version).toBe('published');
    const inside = await runInPreview(async () => {
      // Still inside after an await, as a loader's later reads are.
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { scope: inPreviewScope(), version: contentClient().version };
    });
    expect(inside).toEqual({ scope: true, version: 'draft' });
    expect(inPreviewScope()).toBe(false);
    expect(contentClient().version).toBe('published');
  });
});
