import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EDITOR_LINK_MAX_AGE_S, editorLinkOf, editorToken, verifyEditorLink } from './editor-token.server';

const PREVIEW_TOKEN = 'preview-token-of-the-space';
const NOW_MS = Date.UTC(2026, 10, 27, 9, 0, 0);
const NOW_S = NOW_MS / 1000;

function editorQuery(timestamp: number, token = editorToken('287512', PREVIEW_TOKEN, timestamp)) {
  return new URLSearchParams({
    _storyblok: '1042',
    _storyblok_c: 'page',
    '_storyblok_tk[space_id]': '287512',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
  });
}

describe('editor links', () => {
  it("computes Storyblok's token: sha1 of space id, preview token and timestamp", () => {
    const expected = createHash('sha1').update(`287512:${PREVIEW_TOKEN}:${NOW_S}`).digest('hex');
    expect(editorToken('287512', PREVIEW_TOKEN, NOW_S)).toBe(expected);
  });

  it('reads the parameters the editor adds to the page URL', () => {
    expect(editorLinkOf(editorQuery(NOW_S))).toEqual({
      storyId: '1042',
      spaceId: '287512',
      timestamp: NOW_S,
      token: editorToken('287512', PREVIEW_TOKEN, NOW_S),
    });
  });

  it('reads nothing from a query without them, or with them in the wrong shape', () => {
    expect(editorLinkOf(new URLSearchParams('_storyblok=1042'))).toBeNull();
    const query = editorQuery(NOW_S);
    query.set('_storyblok_tk[token]', 'not-hex');
    expect(editorLinkOf(query)).toBeNull();
    const spaced = editorQuery(NOW_S);
    spaced.set('_storyblok_tk[space_id]', '287512 OR 1=1');
    expect(editorLinkOf(spaced)).toBeNull();
  });

  it('accepts a link made with the preview token less than an hour ago', () => {
    const link = editorLinkOf(editorQuery(NOW_S - EDITOR_LINK_MAX_AGE_S + 1));
    expect(link && verifyEditorLink(link, PREVIEW_TOKEN, NOW_MS)).toBe(true);
    const upper = editorLinkOf(editorQuery(NOW_S, editorToken('287512', PREVIEW_TOKEN, NOW_S).toUpperCase()));
    expect(upper && verifyEditorLink(upper, PREVIEW_TOKEN, NOW_MS)).toBe(true);
  });

  it('refuses a stale link, one from the future, and one made with another token', () => {
    const stale = editorLinkOf(editorQuery(NOW_S - EDITOR_LINK_MAX_AGE_S));
    expect(stale && verifyEditorLink(stale, PREVIEW_TOKEN, NOW_MS)).toBe(false);
    const future = editorLinkOf(editorQuery(NOW_S + 600));
    expect(future && verifyEditorLink(future, PREVIEW_TOKEN, NOW_MS)).toBe(false);
    const other = editorLinkOf(editorQuery(NOW_S, editorToken('287512', 'another-token', NOW_S)));
    expect(other && verifyEditorLink(other, PREVIEW_TOKEN, NOW_MS)).toBe(false);
    const otherSpace = editorLinkOf(editorQuery(NOW_S, editorToken('1', PREVIEW_TOKEN, NOW_S)));
    expect(otherSpace && verifyEditorLink(otherSpace, PREVIEW_TOKEN, NOW_MS)).toBe(false);
  });
});
