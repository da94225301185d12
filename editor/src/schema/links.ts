// A link field's value (Storyblok's multilink, or the plain string some fields hold) and back, and
// whether the site would show an address as a link at all (its own checks, not copies of them).
import { isSafeHref } from '../../../app/content/links';
import { resolveLink } from '../../../app/rich-text/links';
import type { Region } from '../../../app/regions/region';

/** What a link address must look like, said where the site would drop it. */
export const LINK_ADDRESS_HINT = 'Use a /path, https://…, mailto: or tel: address.';

export type LinkValue =
  { mode: 'url'; url: string } | { mode: 'story'; fullSlug: string; uuid: string | null } | { mode: 'none' };

export interface Multilink {
  fieldtype: 'multilink';
  linktype: 'url' | 'story';
  url: string;
  cached_url: string;
  id?: string;
  [key: string]: unknown;
}

const STORY_SLUG = /^(us|gb|au)(\/[a-z0-9._-]+)*$/i;

export function readLink(value: unknown): LinkValue {
  if (typeof value === 'string') {
    if (!value.trim()) return { mode: 'none' };
    return STORY_SLUG.test(value.trim())
      ? { mode: 'story', fullSlug: value.trim(), uuid: null }
      : { mode: 'url', url: value };
  }
  if (!value || typeof value !== 'object') return { mode: 'none' };
  const link = value as {
    linktype?: unknown;
    url?: unknown;
    cached_url?: unknown;
    id?: unknown;
    story?: { full_slug?: unknown };
  };
  if (link.linktype === 'story') {
    const slug = typeof link.story?.full_slug === 'string' ? link.story.full_slug : link.cached_url;
    return {
      mode: 'story',
      fullSlug: typeof slug === 'string' ? slug : '',
      uuid: typeof link.id === 'string' && link.id ? link.id : null,
    };
  }
  const url = typeof link.url === 'string' && link.url ? link.url : link.cached_url;
  return typeof url === 'string' && url ? { mode: 'url', url } : { mode: 'none' };
}

/**
 * The value to store: a multilink object, or — where the field held a plain string (a post named
 * by full_slug) — a string again, so the content keeps its shape. Extra attributes of the old
 * multilink (anchor, target) are kept.
 */
export function writeLink(link: LinkValue, previous: unknown): unknown {
  if (link.mode === 'none') return undefined;
  if (typeof previous === 'string') return link.mode === 'url' ? link.url : link.fullSlug;
  const kept = previous && typeof previous === 'object' ? { ...(previous as Record<string, unknown>) } : {};
  delete kept.story;
  if (link.mode === 'url') {
    delete kept.id;
    return {
      ...kept,
      fieldtype: 'multilink',
      linktype: 'url',
      url: link.url,
      cached_url: link.url,
    } satisfies Multilink;
  }
  const result: Multilink = {
    ...kept,
    fieldtype: 'multilink',
    linktype: 'story',
    url: '',
    cached_url: link.fullSlug,
  };
  if (link.uuid) result.id = link.uuid;
  else delete result.id;
  return result;
}

/**
 * The hint for a link field whose address the site would drop (`hrefOf`: the link silently
 * vanishes), or null. Story links and empty fields are not addresses.
 */
export function linkFieldProblem(value: unknown): string | null {
  const link = readLink(value);
  return link.mode === 'url' && !isSafeHref(link.url) ? LINK_ADDRESS_HINT : null;
}

/**
 * Whether the site's rich-text renderer (`resolveLink`) would show a link to `href` typed in the
 * editor (an address, not a story): it shows anything else as plain text.
 */
export function richTextLinkShown(href: string, region: Region): boolean {
  return !('problem' in resolveLink({ linktype: 'url', href }, { region }));
}
