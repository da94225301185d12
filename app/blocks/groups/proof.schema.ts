// The content schemas of the proof blocks (the components are in ./proof.ts).
import { appStoreBadgesSchema } from '../AppStoreBadges/AppStoreBadges.schema';
import { awardBadgesSchema } from '../AwardBadges/AwardBadges.schema';
import { caseStudyMetricsSchema } from '../CaseStudyMetrics/CaseStudyMetrics.schema';
import { customerStoryCardSchema } from '../CustomerStoryCard/CustomerStoryCard.schema';
import { customerStoryGridSchema } from '../CustomerStoryGrid/CustomerStoryGrid.schema';
import { industryTilesSchema } from '../IndustryTiles/IndustryTiles.schema';
import { logoWallSchema } from '../LogoWall/LogoWall.schema';
import { testimonialCarouselSchema } from '../TestimonialCarousel/TestimonialCarousel.schema';
import { testimonialGridSchema } from '../TestimonialGrid/TestimonialGrid.schema';

export const proofSchemas = {
  logo_wall: logoWallSchema,
  award_badges: awardBadgesSchema,
  app_store_badges: appStoreBadgesSchema,
  testimonial_grid: testimonialGridSchema,
  testimonial_carousel: testimonialCarouselSchema,
  customer_story_card: customerStoryCardSchema,
  customer_story_grid: customerStoryGridSchema,
  case_study_metrics: caseStudyMetricsSchema,
  industry_tiles: industryTilesSchema,
};
