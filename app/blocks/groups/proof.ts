// Social proof blocks: the §1 figures (stats, ratings, review badges, trust bar), logos, awards,
// app store links, testimonials and customer stories.
import type { BlockComponents } from '../block';
import { AppStoreBadges } from '../AppStoreBadges/AppStoreBadges';
import { AwardBadges } from '../AwardBadges/AwardBadges';
import { CaseStudyMetrics } from '../CaseStudyMetrics/CaseStudyMetrics';
import { CustomerStoryCard } from '../CustomerStoryCard/CustomerStoryCard';
import { CustomerStoryGrid } from '../CustomerStoryGrid/CustomerStoryGrid';
import { IndustryTiles } from '../IndustryTiles/IndustryTiles';
import { LogoWall } from '../LogoWall/LogoWall';
import { RatingSummary } from '../RatingSummary/RatingSummary';
import { ReviewBadges } from '../ReviewBadges/ReviewBadges';
import { SocialProofStats } from '../SocialProofStats/SocialProofStats';
import { StarRating } from '../StarRating/StarRating';
import { TestimonialCarousel } from '../TestimonialCarousel/TestimonialCarousel';
import { TestimonialGrid } from '../TestimonialGrid/TestimonialGrid';
import { TrustBar } from '../TrustBar/TrustBar';
import type { proofSchemas } from './proof.schema';

export const proofBlocks = {
  social_proof_stats: SocialProofStats,
  rating_summary: RatingSummary,
  review_badges: ReviewBadges,
  star_rating: StarRating,
  logo_wall: LogoWall,
  award_badges: AwardBadges,
  app_store_badges: AppStoreBadges,
  testimonial_grid: TestimonialGrid,
  testimonial_carousel: TestimonialCarousel,
  customer_story_card: CustomerStoryCard,
  customer_story_grid: CustomerStoryGrid,
  case_study_metrics: CaseStudyMetrics,
  industry_tiles: IndustryTiles,
  trust_bar: TrustBar,
} satisfies BlockComponents<typeof proofSchemas>;
