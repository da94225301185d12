import { describe, expect, it } from 'vitest';
import { loadLocalData } from '../local-data/local-data';
import { untrueFigures } from './figure-claims';

const { stats } = loadLocalData('us');
const check = (text: string) => untrueFigures(text, stats, 'gb');

describe('untrueFigures', () => {
  it.each([
    'Trusted by 385,000 workplaces',
    '681,000 users in 100 countries, since 2008',
    'More than 100+ countries',
    '4.8 out of 5 from 959 reviews',
    'Capterra: 4.6 out of 5 from 756 reviews',
    'App Store and Google Play: 4.8 out of 5 from 2.9k reviews',
    'Rated 4.8 by our customers, 4.6-star average on Capterra',
    '700+ glowing reviews',
    'average review rating 4.8/5',
    'Data from a sample of 2,600 UK workplaces',
    'A team of 12 staff works 72 hours for retail employers',
    '24/7 support, and 9 out of 10 shifts filled in a day',
  ])('accepts the §1 figures and what is not a claim: %s', (text) => {
    expect(check(text)).toEqual([]);
  });

  it.each([
    ['4.9 out of 5 from 4,210 reviews', ['4.9 out of 5 from 4,210 reviews', '4,210 reviews']],
    ['4.8 out of 5 from 4,210 reviews', ['4.8 out of 5 from 4,210 reviews', '4,210 reviews']],
    ['4.6 out of 5 from 959 reviews', ['4.6 out of 5 from 959 reviews']],
    ['Join 10,000+ businesses', ['10,000+ businesses']],
    ['Trusted by 12,000 happy workplaces', ['12,000 happy workplaces']],
    ['2 million users', ['2 million users']],
    ['50k+ teams rely on it', ['50k+ teams']],
    ['Rated 4.9 by managers', ['Rated 4.9']],
    ['A 4.7-star app', ['4.7-star']],
    ['1,000+ glowing reviews', ['1,000+ glowing reviews']],
    ['in 120 countries', ['120 countries']],
  ])('flags an invented figure: %s', (text, claims) => {
    expect(check(text)).toEqual(claims);
  });

  it('reads the figures as the region writes them', () => {
    expect(untrueFigures('385,000 workplaces', stats, 'au')).toEqual([]);
    expect(untrueFigures('385.000 workplaces', stats, 'us')).toEqual(['385.000 workplaces']);
  });

  it('keeps a number and a noun on different lines apart', () => {
    expect(check('Setup: 6 weeks\nIndustries\nMade for businesses')).toEqual([]);
  });
});
