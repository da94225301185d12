// A page's <head> for search engines and link previews, as React Router meta descriptors:
// title, description, canonical and hreflang links, Open Graph and Twitter card tags.
import type { MetaDescriptor } from 'react-router';
import type { Alternate } from './alternates.server';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  alternates: readonly Alternate[];
  /** Path or URL of the preview image; made absolute against the canonical URL. */
  image?: string | null;
  type: 'website' | 'article';
  siteName: string;
  /** BCP 47, as in REGION_LOCALES: 'en-GB'. */
  locale: string;
}

/** Open Graph writes locales with an underscore: en_GB. */
const ogLocale = (locale: string): string => locale.replace('-', '_');

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const image = input.image ? new URL(input.image, input.canonicalUrl).href : null;
  const otherLocales = input.alternates
    .map((alternate) => alternate.hreflang)
    .filter((hreflang) => hreflang !== 'x-default' && hreflang !== input.locale);
  return [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: input.canonicalUrl },
    // React's spelling of the hreflang attribute is hrefLang.
    ...input.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: input.canonicalUrl },
    { property: 'og:type', content: input.type },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:locale', content: ogLocale(input.locale) },
    ...otherLocales.map((locale) => ({ property: 'og:locale:alternate', content: ogLocale(locale) })),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    // Without an image a large-image card has nothing to show: the plain summary card then.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}
