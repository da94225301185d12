// Core blocks: the hero, text, features, calls to action, FAQ, quotes, content modals, the
// region's header navigation and footer, and the figures, ratings and trust bar that sit beside a
// hero (on every home and landing page, so a chunk of their own would cost each a round trip).
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
import { SocialProofStats } from '../SocialProofStats/SocialProofStats';
import { RatingSummary } from '../RatingSummary/RatingSummary';
import { ReviewBadges } from '../ReviewBadges/ReviewBadges';
import { StarRating } from '../StarRating/StarRating';
import { TrustBar } from '../TrustBar/TrustBar';
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
  social_proof_stats: SocialProofStats,
  rating_summary: RatingSummary,
  review_badges: ReviewBadges,
  star_rating: StarRating,
  trust_bar: TrustBar,
} satisfies BlockComponents<typeof coreSchemas>;
