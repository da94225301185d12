// Social proof blocks: the §1 figures (stats, ratings, review badges, trust bar), logos, awards,
// app store links, testimonials and customer stories.
import { lazyComponent } from '../../app-shell/lazy-component';
import type { BlockComponents } from '../block';
import type { proofSchemas } from './proof.schema';

export const proofBlocks = {
  social_proof_stats: lazyComponent(() =>
    import('../SocialProofStats/SocialProofStats').then((module) => module.SocialProofStats),
  ),
  rating_summary: lazyComponent(() =>
    import('../RatingSummary/RatingSummary').then((module) => module.RatingSummary),
  ),
  review_badges: lazyComponent(() =>
    import('../ReviewBadges/ReviewBadges').then((module) => module.ReviewBadges),
  ),
  star_rating: lazyComponent(() => import('../StarRating/StarRating').then((module) => module.StarRating)),
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
  trust_bar: lazyComponent(() => import('../TrustBar/TrustBar').then((module) => module.TrustBar)),
} satisfies BlockComponents<typeof proofSchemas>;
