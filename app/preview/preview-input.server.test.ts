// The bridge's input on the server: only a preview may post it, and every refusal is data the page
// shows (a thrown response would replace the page with an error page).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { previewContext } from './preview-context';
import {
  PREVIEW_INPUT_MAX_BYTES,
  PREVIEW_INPUT_MESSAGES,
  isPreviewInput,
  previewInput,
} from './preview-input.server';

const ORIGIN = 'http://site.test';
overrideConfig({
  SITE_URL: ORIGIN,
  SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'preview-input-')), 'site.sqlite'),
});

function context(inPreview: boolean) {
  const provider = new RouterContextProvider();
  provider.set(previewContext, inPreview ? { bridgeScriptUrl: 'https://bridge.example/b.js' } : null);
  return provider;
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/us/pricing.data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body,
  });
}

/** What an action's answer holds, whether data() wrapped it with a status or not. */
function answerOf(result: unknown): { status: number; value: { page: unknown; error: string | null } } {
  if (
    result &&
    typeof result === 'object' &&
    'type' in result &&
    (result as { type: string }).type === 'DataWithResponseInit'
  ) {
    const wrapped = result as unknown as {
      data: { page: unknown; error: string | null };
      init: { status: number };
    };
    return { status: wrapped.init.status, value: wrapped.data };
  }
  return { status: 200, value: result as { page: unknown; error: string | null } };
}

const STORY = JSON.stringify({ story: { id: 1, content: { component: 'page' } } });

describe('previewInput', () => {
  it('is a JSON post, which the forms never are', () => {
    expect(isPreviewInput(post(STORY))).toBe(true);
    expect(isPreviewInput(post('a=b', { 'content-type': 'application/x-www-form-urlencoded' }))).toBe(false);
  });

  it("answers the page's data for the edited story", async () => {
    const seen: unknown[] = [];
    const result = await previewInput({ request: post(STORY), context: context(true) }, async (story) => {
      seen.push(story);
      return { view: 'story' };
    });
    expect(answerOf(result)).toEqual({
      status: 200,
      value: { previewInput: true, page: { view: 'story' }, error: null },
    });
    expect(seen).toEqual([{ id: 1, content: { component: 'page' } }]);
  });

  it('refuses outside a preview, before reading anything', async () => {
    const result = answerOf(
      await previewInput({ request: post(STORY), context: context(false) }, async () => ({})),
    );
    expect(result.status).toBe(403);
    expect(result.value.error).toBe(PREVIEW_INPUT_MESSAGES.notInPreview);
  });

  it('refuses a body that is not a story, too large, or from another site', async () => {
    const cases: [Request, number][] = [
      [post('{not json'), 400],
      [post(JSON.stringify({ story: 'text' })), 400],
      [post(JSON.stringify({ story: { padding: 'x'.repeat(PREVIEW_INPUT_MAX_BYTES) } })), 413],
      [post(STORY, { origin: 'https://elsewhere.example' }), 403],
    ];
    for (const [request, status] of cases) {
      const result = answerOf(await previewInput({ request, context: context(true) }, async () => ({})));
      expect(result.status).toBe(status);
      expect(result.value.page).toBeNull();
      expect(result.value.error).toBeTruthy();
    }
  });

  it('says when the page is a list, or the story is not one this page can show', async () => {
    const list = answerOf(await previewInput({ request: post(STORY), context: context(true) }, null));
    expect(list).toMatchObject({ status: 409, value: { error: PREVIEW_INPUT_MESSAGES.notAStoryPage } });
    const other = answerOf(
      await previewInput({ request: post(STORY), context: context(true) }, async () => null),
    );
    expect(other).toMatchObject({ status: 422, value: { error: PREVIEW_INPUT_MESSAGES.notThisPage } });
  });
});
