// Content links and assets, reshaped into what a page needs: an href and an image source.
/** A story's full_slug as the site path that shows it: us/blog/x -> /blog/x, gb/home -> /gb. */
export function pathForFullSlug(fullSlug: string): string {
  const [region, ...rest] = fullSlug.replace(/^\/+|\/+$/g, '').split('/');
  const inRegion = rest.join('/').replace(/(^|\/)home$/, '');
  const prefix = region === 'gb' || region === 'au' ? `/${region}` : '';
  return `${prefix}/${inRegion}`.replace(/\/+$/, '') || '/';
}

const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:|#)/i;

/**
 * Whether an address is one the site links to: a path on the site, http(s), mailto:, tel: or a
 * fragment. Anything else (`javascript:`, `data:`, `www.example.com`) is dropped by `hrefOf`; the
 * editor refuses it before saving.
 */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

/** A multilink field, or a plain string, as a safe href ('' when it leads nowhere or is unsafe). */
export function hrefOf(link: unknown): string {
  if (typeof link === 'string') return isSafeHref(link) ? link : '';
  if (!link || typeof link !== 'object') return '';
  const value = link as {
    linktype?: unknown;
    url?: unknown;
    cached_url?: unknown;
    story?: { full_slug?: unknown };
    email?: unknown;
    anchor?: unknown;
  };
  if (value.linktype === 'email' && typeof value.email === 'string') return `mailto:${value.email}`;
  // Storyblok keeps a link's fragment apart from its address, in `anchor`.
  const withAnchor = (href: string) =>
    href && typeof value.anchor === 'string' && value.anchor && !href.includes('#')
      ? `${href}#${value.anchor}`
      : href;
  if (value.linktype === 'story') {
    const fullSlug = value.story?.full_slug ?? value.cached_url;
    return withAnchor(typeof fullSlug === 'string' && fullSlug ? pathForFullSlug(fullSlug) : '');
  }
  const url = typeof value.url === 'string' && value.url ? value.url : value.cached_url;
  return typeof url === 'string' && isSafeHref(url) ? withAnchor(url) : '';
}
