// Seed pages that use the proof blocks: /reviews (ratings, badges, testimonials, awards, the apps)
// and /industries (industry tiles, logos, customer stories and their results). Testimonials and
// case studies quote the region's own customer stories, so every name and number matches a story.
// No 'grey' theme here: the localiser would spell it 'gray' on us pages (lib/locale.ts).
import { ctaBanner, hero, image, page, type PageDef } from '../lib/blocks';
import {
  appStoreBadges,
  awardBadges,
  caseStudyMetrics,
  customerStoryCard,
  customerStoryGrid,
  industryTiles,
  logo,
  logoWall,
  ratingSummary,
  reviewBadges,
  socialProofStats,
  testimonialCarousel,
  testimonialFrom,
  testimonialGrid,
  trustBar,
  type IndustryTileSpec,
} from '../lib/blocks-proof';
import { pick, type Region } from '../lib/locale';
import { auCustomers } from './customers-au';
import { gbCustomers } from './customers-gb';
import { usCustomers } from './customers-us';
import type { CustomerDef } from './types';

const CUSTOMERS: Record<Region, CustomerDef[]> = { us: usCustomers, gb: gbCustomers, au: auCustomers };

/** A region's customer story by slug; a missing one is a seed bug, so it fails the build. */
function customer(r: Region, slug: string): CustomerDef {
  const found = CUSTOMERS[r].find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No ${r} customer story ${slug}`);
  return found;
}

/** Which customer stories each page features, per region. */
const FEATURED: Record<
  Region,
  { grid: string[]; carousel: string[]; caseStudy: string; card: string; byIndustry: Record<string, string> }
> = {
  us: {
    grid: ['mesa-outfitters', 'cedar-ridge-senior-living', 'harborline-coffee-co'],
    carousel: ['northgate-urgent-care', 'tri-county-fulfillment', 'bayview-suites-hotel'],
    caseStudy: 'tri-county-fulfillment',
    card: 'cedar-ridge-senior-living',
    byIndustry: {
      hospitality: 'harborline-coffee-co',
      retail: 'mesa-outfitters',
      healthcare: 'northgate-urgent-care',
      'aged-care': 'cedar-ridge-senior-living',
      logistics: 'tri-county-fulfillment',
    },
  },
  gb: {
    grid: ['thistle-and-thread', 'larkfield-care-homes', 'bramble-and-bean'],
    carousel: ['quayside-hotels', 'westbrook-health-clinics', 'northway-logistics'],
    caseStudy: 'northway-logistics',
    card: 'larkfield-care-homes',
    byIndustry: {
      hospitality: 'quayside-hotels',
      retail: 'thistle-and-thread',
      healthcare: 'westbrook-health-clinics',
      'aged-care': 'larkfield-care-homes',
      logistics: 'northway-logistics',
    },
  },
  au: {
    grid: ['coastline-surf-and-swim', 'wattle-grove-aged-care', 'saltbush-coffee-roasters'],
    carousel: ['red-gum-hotel-group', 'tidewater-physio', 'ironbark-logistics'],
    caseStudy: 'ironbark-logistics',
    card: 'wattle-grove-aged-care',
    byIndustry: {
      hospitality: 'red-gum-hotel-group',
      retail: 'coastline-surf-and-swim',
      healthcare: 'tidewater-physio',
      'aged-care': 'wattle-grove-aged-care',
      logistics: 'ironbark-logistics',
    },
  },
};

export function reviews(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  const featured = FEATURED[r];
  return {
    path: 'reviews',
    name: 'Reviews',
    content: page({
      seo_title: 'Shiftlane reviews and ratings from real customers',
      seo_description:
        'What managers, owners and staff say about Shiftlane: independent review-site and app-store ratings, customer testimonials and industry awards.',
      body: [
        hero({
          headline: 'Rated highly by the people who run the shifts',
          subheadline:
            'Managers use Shiftlane to build the {roster}. Their teams use it to clock in, swap shifts and check their hours. Here is what both sides say about it.',
          cta_text: 'Start your free trial',
          cta_link: '~/get-started',
          image: image('shift-swap-phone'),
        }),
        trustBar(),
        ratingSummary({
          headline: 'What our customers say',
          text: 'The average of every review left by managers, business owners and staff on independent review sites and in the app stores.',
          theme: 'azure',
        }),
        reviewBadges({
          headline: 'Independent reviews',
          intro:
            'Reviews are collected and verified by the review site and the app stores, not by us. We read every one, and many of our releases start there.',
        }),
        testimonialGrid(
          {
            headline: 'In their own words',
            intro:
              'Operations leads and managers on what changed after they moved their {rosters} to Shiftlane.',
            theme: 'purple-light',
          },
          featured.grid.map((slug, index) => testimonialFrom(customer(r, slug), index + 1)),
        ),
        testimonialCarousel(
          {
            headline: 'More from our customers',
            label: 'Customer testimonials',
            theme: 'peach',
          },
          featured.carousel.map((slug, index) => testimonialFrom(customer(r, slug), index + 4)),
        ),
        awardBadges(
          {
            headline: 'Recognised by the industry',
            intro:
              'Independent panels of HR, payroll and operations leaders have recognised Shiftlane for ease of use and value.',
          },
          [
            {
              title: 'Best Scheduling Software',
              year: 2026,
              issuer: 'Workforce Technology Awards',
              badge: 'award-best-scheduling-2026',
            },
            {
              title: 'Top Rated Workforce App',
              year: 2026,
              issuer: 'Small Business Software Review',
              badge: 'award-top-rated',
            },
            {
              title: 'Category Leader, Employee Scheduling',
              year: 2026,
              issuer: 'HR Tech Buyers Report',
              badge: 'award-leader',
            },
          ],
        ),
        appStoreBadges({
          headline: 'Your team will actually use it',
          text: p({
            us: 'Staff see their schedule, clock in, request time off and swap shifts from the free Shiftlane app on iPhone and Android.',
            gb: 'Staff see their rota, clock in, request holiday and swap shifts from the free Shiftlane app on iPhone and Android.',
            au: 'Staff see their roster, clock in, request leave and swap shifts from the free Shiftlane app on iPhone and Android.',
          }),
          theme: 'yellow',
        }),
        ctaBanner(
          'See what your managers think',
          'Try Shiftlane free with your own team. Up to 31 days, no credit card required.',
          'Start your free trial',
          '~/get-started',
        ),
      ],
    }),
  };
}

export function industries(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  const featured = FEATURED[r];
  const story = (industry: string) => {
    const slug = featured.byIndustry[industry];
    return slug ? `~/customers/${slug}` : undefined;
  };
  const tiles: IndustryTileSpec[] = [
    {
      industry: 'hospitality',
      text: p({
        us: 'Restaurants, cafés, bars and hotels: schedule to forecast covers, track breaks and tips, and keep predictive scheduling notice.',
        gb: 'Restaurants, cafés, pubs and hotels: rota to forecast covers, allocate tips fairly and keep holiday pay right for irregular hours.',
        au: 'Restaurants, cafés, pubs and hotels: roster to forecast covers, with penalty rates and minimum engagement applied for you.',
      }),
      link: story('hospitality'),
    },
    {
      industry: 'retail',
      text: '{Rosters} for every {store} from one screen, with {labour} cost against sales before you publish.',
      link: story('retail'),
    },
    {
      industry: 'healthcare',
      text: 'Clinics and urgent care: match clinician shifts to patient demand and fill gaps from your own staff first.',
      link: story('healthcare'),
    },
    {
      industry: 'aged-care',
      text: p({
        us: 'Senior living and home care: fill open shifts without agencies and keep credentials current.',
        gb: 'Care homes and home care: fill shifts with your own staff before agency, with training records checked.',
        au: 'Residential and home care: meet care minutes targets and report them straight from the roster.',
      }),
      link: story('aged-care'),
    },
    {
      industry: 'manufacturing',
      text: 'Rotating shift patterns, overtime approvals and clock-ins at the plant gate, on kiosks or phones.',
    },
    {
      industry: 'logistics',
      text: 'Crews sized to volume, overtime offered to the right people and kiosk clock-ins that end {buddy}.',
      link: story('logistics'),
    },
    {
      industry: 'education',
      text: 'Casual and relief staff booked against {timetables}, with hours ready for payroll each pay period.',
    },
    {
      industry: 'security',
      text: 'Guards scheduled across sites with licence checks, geofenced clock-ins and no-show alerts.',
    },
    {
      industry: 'cleaning',
      text: 'Split shifts across many sites, with travel time and GPS-verified attendance on every timesheet.',
    },
  ];
  return {
    path: 'industries',
    name: 'Industries',
    content: page({
      seo_title: 'Scheduling software for every shift-based industry',
      seo_description:
        'How hospitality, retail, healthcare, care, logistics and other shift-based businesses use Shiftlane for {rostering}, time and attendance and payroll.',
      body: [
        hero({
          headline: 'Built for the industries that run on shifts',
          subheadline:
            'Every industry has its own rhythm, rules and pressure points. Shiftlane adapts to yours, from a single café to a network of warehouses.',
          cta_text: 'Book a demo',
          cta_link: '~/book-a-consultation',
          image: image('industry-retail'),
        }),
        industryTiles(
          {
            headline: 'Find your industry',
            intro: 'Pick yours to read how a business like it uses Shiftlane.',
          },
          tiles,
        ),
        logoWall({ headline: 'Trusted by businesses of every size', per_row: 5, theme: 'purple-light' }, [
          logo('Northwind Grocers', 'northwind-grocers'),
          logo('Harbour Kitchen', 'harbour-kitchen'),
          logo('Bluegum Care', 'bluegum-care'),
          logo('Maple Street Bakery', 'maple-street-bakery'),
          logo('Tidewater Hotels', 'tidewater-hotels'),
          logo('Summit Fitness', 'summit-fitness'),
          logo('Cedar Health', 'cedar-health'),
          logo('Brightside Retail', 'brightside-retail'),
          logo('Kiwi Logistics', 'kiwi-logistics'),
          logo('Oakridge Cinemas', 'oakridge-cinemas'),
        ]),
        socialProofStats({
          eyebrow: 'Shiftlane in numbers',
          headline: 'Shift work, everywhere',
          intro:
            'From one-site cafés to national {store} networks, teams all over the world plan their week in Shiftlane.',
        }),
        caseStudyMetrics(customer(r, featured.caseStudy), {
          headline: p({
            us: 'Fewer paid hours nobody worked, and fewer no-shows',
            gb: 'Overtime down by more than a quarter in the first year',
            au: 'A 24/7 warehouse on a new roster pattern, with a third less overtime',
          }),
          theme: 'azure',
        }),
        customerStoryCard(`${r}/customers/${featured.card}`, {
          headline: p({
            us: 'Spotlight: senior living',
            gb: 'Spotlight: care homes',
            au: 'Spotlight: aged care',
          }),
        }),
        customerStoryGrid({
          headline: 'Latest customer stories',
          count: 3,
          all_stories_text: 'See all customer stories',
          theme: 'peach',
        }),
        ctaBanner(
          'Not sure it fits the way you work?',
          'Tell us how your shifts run and we will show you Shiftlane set up for your industry in a 30-minute demo.',
          'Book a demo',
          '~/book-a-consultation',
        ),
      ],
    }),
  };
}

export const proofPages: ((r: Region) => PageDef)[] = [reviews, industries];
