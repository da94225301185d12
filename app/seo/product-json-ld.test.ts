import { describe, expect, it } from 'vitest';
import costs from '../local-data/costs.json';
import plans from '../local-data/plans.json';
import stats from '../local-data/stats.json';
import { planOffers, softwareApplicationJsonLd } from './product-json-ld';

const ORIGIN = 'https://www.example.com';

describe('the product', () => {
  it('offers every plan at its price in the region currency, pointing at the pricing page', () => {
    expect(planOffers('gb', ORIGIN)).toEqual(
      plans.map((plan) => ({
        '@type': 'Offer',
        name: plan.name,
        description: plan.summary,
        price: costs.gb.perUserMonthly[plan.id as 'starter'],
        priceCurrency: 'GBP',
        url: 'https://www.example.com/gb/pricing',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: costs.gb.perUserMonthly[plan.id as 'starter'],
          priceCurrency: 'GBP',
          unitText: 'per user per month',
        },
      })),
    );
    expect(planOffers('gb', ORIGIN).map((offer) => offer.price)).toEqual([0, 3.5, 5]);
  });

  it.each([
    ['us', 'USD', 'https://www.example.com/pricing'],
    ['au', 'AUD', 'https://www.example.com/au/pricing'],
  ] as const)('prices %s plans in %s', (region, currency, url) => {
    const offers = planOffers(region, ORIGIN);
    expect(offers).toHaveLength(3);
    for (const offer of offers) {
      expect(offer).toMatchObject({ priceCurrency: currency, url });
      expect(typeof offer.price).toBe('number');
    }
  });

  it('describes the application with its offers, and no rating unless the page shows it', () => {
    const product = softwareApplicationJsonLd({
      name: 'Shiftlane',
      region: 'au',
      origin: ORIGIN,
      showsAggregateRating: false,
    });
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Shiftlane',
      url: 'https://www.example.com/au',
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web, iOS, Android',
      offers: planOffers('au', ORIGIN),
    });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('rates the application with the aggregate rating of the local stats where the page shows it', () => {
    const product = softwareApplicationJsonLd({
      name: 'Shiftlane',
      region: 'us',
      origin: ORIGIN,
      showsAggregateRating: true,
    });
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: stats.aggregateRating.value,
      bestRating: stats.aggregateRating.best,
      ratingCount: stats.aggregateRating.reviews,
    });
    expect(stats.aggregateRating).toEqual({ value: 4.8, best: 5, reviews: 959 }); // requirements §1
  });
});
