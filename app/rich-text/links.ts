// Where a rich-text link mark leads. Story links resolve to the site path in the visitor's region,
// so that a link written in a story shared by every region stays in the region being visited;
// anything that could run script or leave the site unannounced is refused (the text stays).
import { pathForFullSlug } from '../content/links';
import { contentSlug, isRegion, type Region } from '../regions/region';
import { describeValue } from '../blocks/shared/content-warnings';
import { stringAttr, type Attrs } from './node-shape';

export interface LinkContext {
  region: Region;
  /** The site's own host, when known: absolute links to it are internal. */
  siteHost?: string | undefined;
}

export type ResolvedLink =
  { href: string; rel?: 'noopener' | 'noopener noreferrer'; target?: '_blank' } | { problem: string };

/** An element id (anchor mark) or URL fragment: only letters, digits, '_' and '-' survive. */
export function sanitiseAnchorId(raw: string | undefined): string {
  return (raw ?? '').replace(/[^A-Za-z0-9_-]/g, '');
}

// Browsers drop tabs, newlines and leading control characters before reading a scheme, and treat a
// leading '/\' like '//': check what the browser would see.
function browserView(href: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  return href.replace(/[\u0000-\u0020\u007f]/g, '');
}
const UNSAFE_SCHEME = /^(javascript|data|vbscript):/i;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

function splitFragment(href: string): { path: string; fragment: string | undefined } {
  const hash = href.indexOf('#');
  return hash === -1
    ? { path: href, fragment: undefined }
    : { path: href.slice(0, hash), fragment: href.slice(hash + 1) };
}

function withFragment(path: string, fragment: string | undefined): string {
  const id = sanitiseAnchorId(fragment);
  return id ? `${path}#${id}` : path;
}

/** A story's slug, full ('gb/blog/x') or region-relative ('/pricing'), as a path in `region`. */
export function storyPath(slug: string, region: Region): string {
  const queryAt = slug.indexOf('?');
  const path = queryAt === -1 ? slug : slug.slice(0, queryAt);
  const query = queryAt === -1 ? '' : slug.slice(queryAt);
  const clean = path.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '');
  const first = clean.split('/')[0]?.toLowerCase();
  const fullSlug = isRegion(first) ? clean : contentSlug(region, clean);
  return `${pathForFullSlug(fullSlug)}${query}`;
}

function emailHref(attrs: Attrs): ResolvedLink {
  const raw = stringAttr(attrs, 'email') ?? stringAttr(attrs, 'href') ?? '';
  const address = raw.replace(/^mailto:/i, '');
  return /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+$/.test(address)
    ? { href: `mailto:${address}` }
    : { problem: `rich-text email link ${describeValue(raw)} is not an email address; shown as text` };
}

function storyHref(attrs: Attrs, region: Region): ResolvedLink {
  const story = attrs.story;
  const fullSlug =
    typeof story === 'object' && story !== null ? stringAttr(story as Attrs, 'full_slug') : undefined;
  const { path, fragment } = splitFragment(
    fullSlug ?? stringAttr(attrs, 'href') ?? stringAttr(attrs, 'cached_url') ?? '',
  );
  const anchor = stringAttr(attrs, 'anchor') ?? fragment;
  if (/[\\\s]/.test(path)) {
    return { problem: `rich-text story link ${describeValue(path)} is not a story address; shown as text` };
  }
  if (path === '') {
    return sanitiseAnchorId(anchor)
      ? { href: withFragment('', anchor) }
      : { problem: 'rich-text story link has no story; shown as text' };
  }
  return { href: withFragment(storyPath(path, region), anchor) };
}

function urlHref(attrs: Attrs, context: LinkContext): ResolvedLink {
  const href = stringAttr(attrs, 'href') ?? stringAttr(attrs, 'url') ?? stringAttr(attrs, 'cached_url') ?? '';
  const anchor = stringAttr(attrs, 'anchor');
  const newTab = attrs.target === '_blank';
  if (href.startsWith('#') || (href === '' && anchor)) {
    return { href: withFragment('', href.slice(1) || anchor) };
  }
  if (/^(mailto|tel):/i.test(href)) return { href };
  if (href.startsWith('/')) {
    return {
      href: anchor && !href.includes('#') ? withFragment(href, anchor) : href,
      ...(newTab ? { rel: 'noopener', target: '_blank' } : {}),
    };
  }
  if (/^https?:\/\//i.test(href)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return { problem: `rich-text link ${describeValue(href)} is not a valid URL; shown as text` };
    }
    if (context.siteHost && url.host.toLowerCase() === context.siteHost.toLowerCase()) {
      const path = `${url.pathname}${url.search}${url.hash}`;
      return { href: path, ...(newTab ? { rel: 'noopener', target: '_blank' } : {}) };
    }
    return { href: url.href, rel: 'noopener noreferrer', ...(newTab ? { target: '_blank' } : {}) };
  }
  return { problem: `rich-text link ${describeValue(href)} is not a safe link; shown as text` };
}

/** The href (and rel/target) of a link mark, or the problem that keeps it from being a link. */
export function resolveLink(attrs: Attrs, context: LinkContext): ResolvedLink {
  for (const name of ['href', 'url', 'cached_url', 'email']) {
    const value = attrs[name];
    if (typeof value !== 'string') continue;
    const seen = browserView(value);
    if (UNSAFE_SCHEME.test(seen) || PROTOCOL_RELATIVE.test(seen)) {
      return { problem: `rich-text link ${describeValue(value)} uses an unsafe address; shown as text` };
    }
  }
  const linktype = stringAttr(attrs, 'linktype') ?? 'url';
  const link =
    linktype === 'email'
      ? emailHref(attrs)
      : linktype === 'story'
        ? storyHref(attrs, context.region)
        : urlHref(attrs, context);
  // Belt and braces: whatever the content said, an internal link never becomes '//host'.
  if ('href' in link && PROTOCOL_RELATIVE.test(browserView(link.href))) {
    return { problem: `rich-text link ${describeValue(link.href)} uses an unsafe address; shown as text` };
  }
  return link;
}
