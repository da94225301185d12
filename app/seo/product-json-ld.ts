// The product as a schema.org SoftwareApplication: each plan an Offer in the region's currency at
// its per-user monthly price (app/local-data costs and plans), pointing at the region's pricing
// page; and the aggregate rating of requirements §1 only where the page itself shows that rating, as
// Google's review-snippet rules ask (rating-shown.server.ts decides that from the page's blocks).
import type { AggregateRatingLeaf, OfferLeaf, SoftwareApplicationLeaf, WithContext } from 'schema-dts';
import costs from '../local-data/costs.json';
import plans from '../local-data/plans.json';
import stats from '../local-data/stats.json';
import { homeLink, regionPath, type Region } from '../regions/region';
import { absoluteUrl, withContext } from './json-ld';

export const PRICING_PATH = '/pricing';

type PlanId = keyof (typeof costs)[Region]['perUserMonthly'];
const isPricedPlan = (id: string, prices: object): id is PlanId => Object.hasOwn(prices, id);

/** One Offer per plan the region prices; a plan without a price in costs.json is left out. */
export function planOffers(region: Region, origin: string): OfferLeaf[] {
  const { currency, perUserMonthly } = costs[region];
  const url = absoluteUrl(regionPath(region, PRICING_PATH), origin);
  return plans.flatMap((plan): OfferLeaf[] => {
    if (!isPricedPlan(plan.id, perUserMonthly)) return [];
    const price = perUserMonthly[plan.id];
    return [
      {
        '@type': 'Offer',
        name: plan.name,
        description: plan.summary,
        // A free plan is a price of 0, which is how Google wants a free app described.
        price,
        priceCurrency: currency,
        url,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: currency,
          unitText: 'per user per month',
        },
      },
    ];
  });
}

function aggregateRating(): AggregateRatingLeaf {
  return {
    '@type': 'AggregateRating',
    ratingValue: stats.aggregateRating.value,
    bestRating: stats.aggregateRating.best,
    ratingCount: stats.aggregateRating.reviews,
  };
}

export interface SoftwareApplicationInput {
  name: string;
  region: Region;
  origin: string;
  /** Whether the page shows the aggregate rating of requirements §1 (never claim it otherwise). */
  showsAggregateRating: boolean;
}

export function softwareApplicationJsonLd(
  input: SoftwareApplicationInput,
): WithContext<SoftwareApplicationLeaf> {
  return withContext({
    '@type': 'SoftwareApplication',
    name: input.name,
    url: absoluteUrl(homeLink(input.region), input.origin),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    offers: planOffers(input.region, input.origin),
    ...(input.showsAggregateRating ? { aggregateRating: aggregateRating() } : {}),
  });
}
