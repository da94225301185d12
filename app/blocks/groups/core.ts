// Core blocks: the hero, text, features, calls to action, FAQ, quotes, content modals, and the
// region's header navigation and footer.
import type { BlockComponents } from '../block';
import { CtaBanner } from '../CtaBanner/CtaBanner';
import { Faq } from '../Faq/Faq';
import { FeatureGrid } from '../FeatureGrid/FeatureGrid';
import { FooterNavigation } from '../FooterNavigation/FooterNavigation';
import { HeaderNavigation } from '../HeaderNavigation/HeaderNavigation';
import { Hero } from '../Hero/Hero';
import { Modal } from '../Modal/Modal';
import { Quote } from '../Quote/Quote';
import { RichTextSection } from '../RichTextSection/RichTextSection';
import type { coreSchemas } from './core.schema';

export const coreBlocks = {
  hero: Hero,
  rich_text_section: RichTextSection,
  feature_grid: FeatureGrid,
  cta_banner: CtaBanner,
  faq: Faq,
  quote: Quote,
  modal: Modal,
  header_navigation: HeaderNavigation,
  footer_navigation: FooterNavigation,
} satisfies BlockComponents<typeof coreSchemas>;
