// Builders for the README's content components. Text is written region-neutral (see locale.ts);
// `story()` localises it. Paths starting with `~` are region-relative.
import { illustrationFields, type IllustrationName } from './illustrations';
import { md, type Doc } from './rich';
import type { Block } from './story';

export interface Multilink {
  fieldtype: 'multilink';
  linktype: 'url';
  url: string;
  cached_url: string;
}

export interface Asset {
  fieldtype: 'asset';
  filename: string;
  alt: string;
}

export function link(url: string): Multilink {
  return { fieldtype: 'multilink', linktype: 'url', url, cached_url: url };
}

/** The Image entity of requirements §3: a media key (a file under content/media/), alt text and size. */
export interface ImageField {
  imageS3Key: string;
  imageAlt: string;
  sourceImageWidth: number;
  sourceImageHeight: number;
  /** The area a crop keeps in frame, "LEFTxTOP:RIGHTxBOTTOM" in source pixels (as Storyblok's focus). */
  focus?: string;
}

/** An image from content/media/ by key; `alt` '' only for decorative images. */
export function picture(key: string, alt: string, width = 1680, height = 1200): ImageField {
  return { imageS3Key: key, imageAlt: alt, sourceImageWidth: width, sourceImageHeight: height };
}

/** A product illustration (lib/illustrations.ts) with the alt text that describes it, or `alt`. */
export function image(name: IllustrationName, alt?: string): ImageField {
  const { key, alt: described, width, height } = illustrationFields(name, alt);
  return picture(key, described, width, height);
}

export type { IllustrationName };

export interface HeroSpec {
  headline: string;
  subheadline: string;
  cta_text: string;
  cta_link: string;
  image?: ImageField;
}

export function hero(spec: HeroSpec): Block {
  const { cta_link, image: picture, ...text } = spec;
  return {
    component: 'hero',
    ...text,
    cta_link: link(cta_link),
    ...(picture ? { image: picture } : {}),
  };
}

export function richText(text: string): Block {
  return { component: 'rich_text_section', text: md(text) };
}

export function featureGrid(headline: string, features: [string, string][]): Block {
  return {
    component: 'feature_grid',
    headline,
    features: features.map(([title, text]) => ({ component: 'feature', title, text })),
  };
}

export function ctaBanner(headline: string, text: string, buttonText: string, to: string): Block {
  return {
    component: 'cta_banner',
    headline,
    text,
    button_text: buttonText,
    button_link: link(to),
  };
}

export function faq(headline: string, items: [string, string][]): Block {
  return {
    component: 'faq',
    headline,
    items: items.map(([question, answer]) => ({
      component: 'faq_item',
      question,
      answer: md(answer),
    })),
  };
}

export interface QuoteSpec {
  quote: string;
  author: string;
  author_title: string;
  company: string;
}

export function quote(spec: QuoteSpec): Block {
  return { component: 'quote', ...spec, quote: md(spec.quote) };
}

export type Layout = 'default' | 'default-login' | 'default-logo-title-home-link' | 'default-widget';

export interface PageSpec {
  seo_title: string;
  seo_description: string;
  layout?: Layout;
  body: Block[];
}

export function page(spec: PageSpec): Block {
  return {
    component: 'page',
    body: spec.body,
    layout: spec.layout ?? 'default',
    seo_title: spec.seo_title,
    seo_description: spec.seo_description,
  };
}

export type { Doc };
export { md };

/** A region page before it becomes a story (the generator adds ids, dates and positions). */
export interface PageDef {
  path: string;
  name: string;
  content: Block;
  startpage?: boolean;
  tags?: string[];
}
