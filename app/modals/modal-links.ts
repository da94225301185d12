// Links that open a modal. One convention for every modal the content can open: a site link whose
// #fragment names the modal. `/get-started#signup` opens the signup modal, `/newsletter#newsletter`
// the newsletter modal, `#{modal_id}` a content modal on the same page. With JavaScript the modal
// opens where the visitor is; without it the link is followed, so the fragment must also be an
// element id on the linked page (the page holding the same form), which the seed check verifies.

/** Modals the site itself opens from links, by fragment. Content modals add their own ids. */
export const SITE_MODAL_LINKS = ['signup', 'newsletter'] as const;
export type SiteModalLink = (typeof SITE_MODAL_LINKS)[number];

export function isSiteModalLink(name: string): name is SiteModalLink {
  return (SITE_MODAL_LINKS as readonly string[]).includes(name);
}

/**
 * The modal name a link asks for: its fragment, when the link stays on this site and has one.
 * Links elsewhere keep their plain behaviour.
 */
export function modalLinkName(href: string | null, pageUrl: string): string | null {
  if (!href || !href.includes('#')) return null;
  try {
    const target = new URL(href, pageUrl);
    if (target.origin !== new URL(pageUrl).origin || target.hash.length < 2) return null;
    return decodeURIComponent(target.hash.slice(1));
  } catch {
    return null;
  }
}
