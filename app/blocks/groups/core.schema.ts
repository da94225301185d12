// The content schemas of the core blocks (the components are in ./core.ts).
import { ctaBannerSchema } from '../CtaBanner/CtaBanner.schema';
import { faqSchema } from '../Faq/Faq.schema';
import { featureGridSchema } from '../FeatureGrid/FeatureGrid.schema';
import { footerNavigationSchema } from '../FooterNavigation/FooterNavigation.schema';
import { headerNavigationSchema } from '../HeaderNavigation/HeaderNavigation.schema';
import { heroSchema } from '../Hero/Hero.schema';
import { modalSchema } from '../Modal/Modal.schema';
import { quoteSchema } from '../Quote/Quote.schema';
import { richTextSectionSchema } from '../RichTextSection/RichTextSection.schema';
import { socialProofStatsSchema } from '../SocialProofStats/SocialProofStats.schema';
import { ratingSummarySchema } from '../RatingSummary/RatingSummary.schema';
import { reviewBadgesSchema } from '../ReviewBadges/ReviewBadges.schema';
import { starRatingSchema } from '../StarRating/StarRating.schema';
import { trustBarSchema } from '../TrustBar/TrustBar.schema';

export const coreSchemas = {
  hero: heroSchema,
  rich_text_section: richTextSectionSchema,
  feature_grid: featureGridSchema,
  cta_banner: ctaBannerSchema,
  faq: faqSchema,
  quote: quoteSchema,
  modal: modalSchema,
  header_navigation: headerNavigationSchema,
  footer_navigation: footerNavigationSchema,
  social_proof_stats: socialProofStatsSchema,
  rating_summary: ratingSummarySchema,
  review_badges: reviewBadgesSchema,
  star_rating: starRatingSchema,
  trust_bar: trustBarSchema,
};
