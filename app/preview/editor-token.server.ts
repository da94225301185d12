// Storyblok's Visual Editor opens a page with the story's id and a token that proves it was opened
// by someone who holds the space's preview token:
//   ?_storyblok={story id}&_storyblok_tk[space_id]={space}&_storyblok_tk[timestamp]={unix s}
//   &_storyblok_tk[token]={sha1("{space}:{preview token}:{timestamp}")}
// A link is accepted while its timestamp is less than an hour old (and not from the future, beyond
// a minute of clock drift): an old URL copied out of the editor stops granting drafts.
import { createHash, timingSafeEqual } from 'node:crypto';

/** How long an editor link grants preview after the editor made it. */
export const EDITOR_LINK_MAX_AGE_S = 3_600;
/** Clock drift tolerated between the editor and this server. */
const FUTURE_DRIFT_S = 60;

export interface EditorLink {
  /** The story the editor has open (`_storyblok`): the bridge's events name it. */
  storyId: string;
  spaceId: string;
  timestamp: number;
  token: string;
}

const DIGITS = /^\d{1,20}$/;
const SHA1_HEX = /^[0-9a-f]{40}$/i;

/** The editor's parameters, when the query has all of them in their shapes; otherwise null. */
export function editorLinkOf(search: URLSearchParams): EditorLink | null {
  const storyId = search.get('_storyblok');
  const spaceId = search.get('_storyblok_tk[space_id]');
  const timestamp = search.get('_storyblok_tk[timestamp]');
  const token = search.get('_storyblok_tk[token]');
  if (storyId === null || spaceId === null || timestamp === null || token === null) return null;
  if (!DIGITS.test(storyId) || !DIGITS.test(spaceId) || !DIGITS.test(timestamp) || !SHA1_HEX.test(token)) {
    return null;
  }
  return { storyId, spaceId, timestamp: Number(timestamp), token: token.toLowerCase() };
}

/** The token Storyblok's editor computes for a space, preview token and time. */
export function editorToken(spaceId: string, previewToken: string, timestamp: number): string {
  return createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
}

/** Whether the link was made with this preview token, less than an hour before `nowMs`. */
export function verifyEditorLink(
  link: EditorLink,
  previewToken: string,
  nowMs: number = Date.now(),
): boolean {
  const nowS = Math.floor(nowMs / 1000);
  if (link.timestamp > nowS + FUTURE_DRIFT_S || nowS - link.timestamp >= EDITOR_LINK_MAX_AGE_S) return false;
  const expected = Buffer.from(editorToken(link.spaceId, previewToken, link.timestamp), 'hex');
  return timingSafeEqual(expected, Buffer.from(link.token, 'hex'));
}
