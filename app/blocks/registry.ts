// The block registry: one typed map from a content `component` name to its schema and component.
// The content-blocks issue grows this to the full set; the renderer's rules stay as they are.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { CtaBanner, ctaBannerSchema } from './CtaBanner/CtaBanner';
import { Faq, faqSchema } from './Faq/Faq';
import { FeatureGrid, featureGridSchema } from './FeatureGrid/FeatureGrid';
import { Hero, heroSchema } from './Hero/Hero';
import { Quote, quoteSchema } from './Quote/Quote';
import { RichTextSection, richTextSectionSchema } from './RichTextSection/RichTextSection';

export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  schema: S;
  Component: ComponentType<z.output<S>>;
}

function block<S extends z.ZodType>(schema: S, Component: ComponentType<z.output<S>>): BlockDefinition {
  return { schema, Component } as unknown as BlockDefinition;
}

export const BLOCKS: Readonly<Record<string, BlockDefinition>> = {
  hero: block(heroSchema, Hero),
  rich_text_section: block(richTextSectionSchema, RichTextSection),
  feature_grid: block(featureGridSchema, FeatureGrid),
  cta_banner: block(ctaBannerSchema, CtaBanner),
  faq: block(faqSchema, Faq),
  quote: block(quoteSchema, Quote),
};
