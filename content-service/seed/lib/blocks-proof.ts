// Builders for the social proof blocks (logos, badges, testimonials, customer stories). The §1 figures (workplaces,
// ratings, review counts, launch year) are never written here: the blocks read them from
// app/local-data/stats.json, so seed copy only chooses where they appear.
import type { CustomerDef } from '../data/types';
import { link, md, picture } from './blocks';
import type { Block } from './story';

type Theme =
  'white' | 'grey' | 'yellow' | 'peach' | 'azure' | 'pink' | 'purple' | 'purple-light' | 'enterprise';

export interface SectionCopy {
  headline?: string;
  intro?: string;
  theme?: Theme;
}

/** Only the fields that are set, so the content stays as an editor would leave it. */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function socialProofStats(copy: SectionCopy & { eyebrow?: string }): Block {
  return { component: 'social_proof_stats', ...defined({ ...copy }) };
}

export function ratingSummary(copy: { headline?: string; text?: string; theme?: Theme }): Block {
  return { component: 'rating_summary', ...defined({ ...copy }) };
}

export function reviewBadges(copy: SectionCopy & { app_store_label?: string }): Block {
  return { component: 'review_badges', ...defined({ ...copy }) };
}

/** One of the site's §1 ratings by name; its score and review count come from the site state. */
export function starRating(spec: {
  site_rating: 'aggregate' | 'review_site' | 'app_store';
  label: string;
  theme?: Theme;
}): Block {
  return { component: 'star_rating', ...defined({ ...spec }) };
}

export function trustBar(spec: { lead_in?: string; theme?: Theme } = {}): Block {
  return { component: 'trust_bar', ...defined({ ...spec }) };
}

/** A customer logo from content/media/logos/{slug}.svg (320 x 120). */
export function logo(company: string, slug: string): Block {
  return { component: 'logo', company, image: picture(`logos/${slug}.svg`, `${company} logo`, 320, 120) };
}

export function logoWall(copy: SectionCopy & { per_row?: 3 | 4 | 5 | 6 }, logos: Block[]): Block {
  return { component: 'logo_wall', ...defined({ ...copy }), logos };
}

export interface AwardSpec {
  title: string;
  year: number;
  issuer?: string;
  /** A badge under content/media/badges/ (160 x 160), without the extension. */
  badge: string;
}

export function awardBadges(copy: SectionCopy, awards: AwardSpec[]): Block {
  return {
    component: 'award_badges',
    ...defined({ ...copy }),
    awards: awards.map(({ badge, ...award }) => ({
      component: 'award',
      ...defined({ ...award }),
      // The title beside the badge names the award: the artwork is decorative.
      image: picture(`badges/${badge}.svg`, '', 160, 160),
    })),
  };
}

export const APP_STORE_URL = 'https://apps.apple.com/app/shiftlane/id1450012345';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.shiftlane.app';

export function appStoreBadges(copy: { headline?: string; text?: string; theme?: Theme }): Block {
  return {
    component: 'app_store_badges',
    ...defined({ ...copy }),
    ios_link: link(APP_STORE_URL),
    ios_badge: picture('badges/app-store.svg', 'Download on the App Store', 240, 80),
    android_link: link(GOOGLE_PLAY_URL),
    android_badge: picture('badges/google-play.svg', 'Get it on Google Play', 240, 80),
  };
}

/** A Quote entity (requirements §3) from a customer story's own quote, so testimonials match the stories. */
export function testimonialFrom(customer: CustomerDef, avatar?: number, features: string[] = []): Block {
  return {
    component: 'quote',
    quote: md(customer.quote),
    author: customer.quote_author,
    author_title: customer.quote_author_title,
    company: customer.company,
    industry: customer.industry,
    ...(avatar ? { image: picture(`avatars/avatar-${avatar}.svg`, '', 160, 160) } : {}),
    ...(features.length > 0 ? { features } : {}),
  };
}

export function testimonialGrid(copy: SectionCopy & { columns?: 2 | 3 }, testimonials: Block[]): Block {
  return { component: 'testimonial_grid', ...defined({ ...copy }), testimonials };
}

export function testimonialCarousel(copy: SectionCopy & { label?: string }, testimonials: Block[]): Block {
  return { component: 'testimonial_carousel', ...defined({ ...copy }), testimonials };
}

/** A card for one customer story, named by its full_slug (`gb/customers/quayside-hotels`). */
export function customerStoryCard(
  story: string,
  copy: { headline?: string; link_text?: string; theme?: Theme } = {},
): Block {
  return { component: 'customer_story_card', story, ...defined({ ...copy }) };
}

export function customerStoryGrid(
  copy: SectionCopy & { industry?: string; count?: number; all_stories_text?: string },
): Block {
  return { component: 'customer_story_grid', ...defined({ ...copy }) };
}

/** The results and quote of one customer story, linking to the story (`~/customers/{slug}`). */
export function caseStudyMetrics(
  customer: CustomerDef,
  copy: { headline: string; intro?: string; theme?: Theme },
): Block {
  return {
    component: 'case_study_metrics',
    company: customer.company,
    ...defined({ ...copy }),
    metrics: customer.results.map(([value, label]) => ({ component: 'metric', value, label })),
    quote: [
      {
        component: 'quote',
        quote: md(customer.quote),
        author: customer.quote_author,
        author_title: customer.quote_author_title,
        company: customer.company,
      },
    ],
    link: link(`~/customers/${customer.slug}`),
    link_text: `Read the ${customer.company} story`,
  };
}

export interface IndustryTileSpec {
  /** An id from app/local-data/industries.json. */
  industry: string;
  text: string;
  link?: string;
}

export function industryTiles(copy: SectionCopy, tiles: IndustryTileSpec[]): Block {
  return {
    component: 'industry_tiles',
    ...defined({ ...copy }),
    tiles: tiles.map((tile) => ({
      component: 'industry_tile',
      industry: tile.industry,
      text: tile.text,
      ...(tile.link ? { link: link(tile.link) } : {}),
    })),
  };
}
