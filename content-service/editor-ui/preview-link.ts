// The editor's preview: the site page of a story at a signed editor link, as Storyblok's Visual
// Editor opens it (app/preview/editor-token.server.ts checks it): the token is
// sha1("{space}:{preview token}:{timestamp}"), made here so that the preview token never reaches
// the browser. A link is good for an hour; the editor asks for a new one when it opens a story.
import { createHash } from 'node:crypto';
import { pathForFullSlug } from '../../app/content/links';
import { isRegion } from '../../app/regions/region';
import { HttpError } from '../errors';
import type { Reply } from '../http';
import type { Story } from '../types';

export interface PreviewLinkSettings {
  siteUrl: string | undefined;
  spaceId: number;
  previewToken: string | undefined;
  now?: () => number;
}

export const PREVIEW_LINK_MESSAGES = {
  noSite: 'The preview needs the site’s address: set SITE_URL for the content service.',
  noToken: 'The preview needs a preview token: set CONTENT_PREVIEW_TOKEN.',
} as const;

export interface PreviewLink {
  url: string;
  origin: string;
  spaceId: number;
  /** Whether the story is a page of the site (settings stories are not). */
  page: boolean;
}

export function previewLink(story: Story, settings: PreviewLinkSettings): PreviewLink {
  if (!settings.siteUrl) throw new HttpError(409, PREVIEW_LINK_MESSAGES.noSite);
  if (!settings.previewToken) throw new HttpError(409, PREVIEW_LINK_MESSAGES.noToken);
  const timestamp = Math.floor((settings.now ?? Date.now)() / 1000);
  const space = String(settings.spaceId);
  const token = createHash('sha1').update(`${space}:${settings.previewToken}:${timestamp}`).digest('hex');
  const [first, second] = story.full_slug.split('/');
  const page = isRegion(first) && second !== 'settings';
  const url = new URL(pathForFullSlug(story.full_slug), settings.siteUrl);
  const query = new URLSearchParams({
    _storyblok: String(story.id),
    _storyblok_c: String(story.content.component),
    _storyblok_version: '',
    _storyblok_lang: 'default',
    _storyblok_release: '0',
    '_storyblok_tk[space_id]': space,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
  });
  url.search = query.toString();
  return { url: url.href, origin: url.origin, spaceId: settings.spaceId, page };
}

/** GET /editor/api/preview-link?story=ID (behind the editor's session). */
export function previewLinkReply(
  search: URLSearchParams,
  find: (id: string) => Story,
  settings: PreviewLinkSettings,
): Reply {
  const id = search.get('story') ?? '';
  if (!/^\d{1,20}$/.test(id)) throw new HttpError(422, 'story must be a story id');
  return { status: 200, body: previewLink(find(id), settings) };
}
