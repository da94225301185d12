// Core blocks: the hero, text, features, calls to action, FAQ, quotes, content modals, and the
// region's header navigation and footer.
import { block } from '../block';
import { CtaBanner, ctaBannerSchema } from '../CtaBanner/CtaBanner';
import { Faq, faqSchema } from '../Faq/Faq';
import { FeatureGrid, featureGridSchema } from '../FeatureGrid/FeatureGrid';
import { FooterNavigation, footerNavigationSchema } from '../FooterNavigation/FooterNavigation';
import { HeaderNavigation, headerNavigationSchema } from '../HeaderNavigation/HeaderNavigation';
import { Hero, heroSchema } from '../Hero/Hero';
import { Modal, modalSchema } from '../Modal/Modal';
import { Quote, quoteSchema } from '../Quote/Quote';
import { RichTextSection, richTextSectionSchema } from '../RichTextSection/RichTextSection';

export const coreBlocks = {
  hero: block(heroSchema, Hero),
  rich_text_section: block(richTextSectionSchema, RichTextSection),
  feature_grid: block(featureGridSchema, FeatureGrid),
  cta_banner: block(ctaBannerSchema, CtaBanner),
  faq: block(faqSchema, Faq),
  quote: block(quoteSchema, Quote),
  modal: block(modalSchema, Modal),
  header_navigation: block(headerNavigationSchema, HeaderNavigation),
  footer_navigation: block(footerNavigationSchema, FooterNavigation),
};
