// Social proof blocks: the §1 figures (stats, ratings, review badges, trust bar), logos, awards,
// app store links, testimonials and customer stories.
import { block } from '../block';
import { AppStoreBadges, appStoreBadgesSchema } from '../AppStoreBadges/AppStoreBadges';
import { AwardBadges, awardBadgesSchema } from '../AwardBadges/AwardBadges';
import { CaseStudyMetrics, caseStudyMetricsSchema } from '../CaseStudyMetrics/CaseStudyMetrics';
import { CustomerStoryCard, customerStoryCardSchema } from '../CustomerStoryCard/CustomerStoryCard';
import { CustomerStoryGrid, customerStoryGridSchema } from '../CustomerStoryGrid/CustomerStoryGrid';
import { IndustryTiles, industryTilesSchema } from '../IndustryTiles/IndustryTiles';
import { LogoWall, logoWallSchema } from '../LogoWall/LogoWall';
import { RatingSummary, ratingSummarySchema } from '../RatingSummary/RatingSummary';
import { ReviewBadges, reviewBadgesSchema } from '../ReviewBadges/ReviewBadges';
import { SocialProofStats, socialProofStatsSchema } from '../SocialProofStats/SocialProofStats';
import { StarRating, starRatingSchema } from '../StarRating/StarRating';
import { TestimonialCarousel, testimonialCarouselSchema } from '../TestimonialCarousel/TestimonialCarousel';
import { TestimonialGrid, testimonialGridSchema } from '../TestimonialGrid/TestimonialGrid';
import { TrustBar, trustBarSchema } from '../TrustBar/TrustBar';

export const proofBlocks = {
  social_proof_stats: block(socialProofStatsSchema, SocialProofStats),
  rating_summary: block(ratingSummarySchema, RatingSummary),
  review_badges: block(reviewBadgesSchema, ReviewBadges),
  star_rating: block(starRatingSchema, StarRating),
  logo_wall: block(logoWallSchema, LogoWall),
  award_badges: block(awardBadgesSchema, AwardBadges),
  app_store_badges: block(appStoreBadgesSchema, AppStoreBadges),
  testimonial_grid: block(testimonialGridSchema, TestimonialGrid),
  testimonial_carousel: block(testimonialCarouselSchema, TestimonialCarousel),
  customer_story_card: block(customerStoryCardSchema, CustomerStoryCard),
  customer_story_grid: block(customerStoryGridSchema, CustomerStoryGrid),
  case_study_metrics: block(caseStudyMetricsSchema, CaseStudyMetrics),
  industry_tiles: block(industryTilesSchema, IndustryTiles),
  trust_bar: block(trustBarSchema, TrustBar),
};
