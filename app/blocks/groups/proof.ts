// Social proof blocks: logos, awards, app store links, testimonials and customer stories (the
// figures, ratings and trust bar that sit beside a hero are core blocks).
import { lazyComponent } from '../../app-shell/lazy-component';
import type { BlockComponents } from '../block';
import type { proofSchemas } from './proof.schema';

export const proofBlocks = {
  logo_wall: lazyComponent(() => import('../LogoWall/LogoWall').then((module) => module.LogoWall)),
  award_badges: lazyComponent(() =>
    import('../AwardBadges/AwardBadges').then((module) => module.AwardBadges),
  ),
  app_store_badges: lazyComponent(() =>
    import('../AppStoreBadges/AppStoreBadges').then((module) => module.AppStoreBadges),
  ),
  testimonial_grid: lazyComponent(() =>
    import('../TestimonialGrid/TestimonialGrid').then((module) => module.TestimonialGrid),
  ),
  testimonial_carousel: lazyComponent(() =>
    import('../TestimonialCarousel/TestimonialCarousel').then((module) => module.TestimonialCarousel),
  ),
  customer_story_card: lazyComponent(() =>
    import('../CustomerStoryCard/CustomerStoryCard').then((module) => module.CustomerStoryCard),
  ),
  customer_story_grid: lazyComponent(() =>
    import('../CustomerStoryGrid/CustomerStoryGrid').then((module) => module.CustomerStoryGrid),
  ),
  case_study_metrics: lazyComponent(() =>
    import('../CaseStudyMetrics/CaseStudyMetrics').then((module) => module.CaseStudyMetrics),
  ),
  industry_tiles: lazyComponent(() =>
    import('../IndustryTiles/IndustryTiles').then((module) => module.IndustryTiles),
  ),
} satisfies BlockComponents<typeof proofSchemas>;
