import { describe, expect, it } from 'vitest';
import { isValidRoute, matchSiteRoute } from './route-table';

describe('matchSiteRoute', () => {
  it.each([
    ['/', 'home', ''],
    ['/us', 'home', 'us'],
    ['/gb', 'home', 'gb'],
    ['/au/', 'home', 'au'],
    ['/pricing', 'content-page', ''],
    ['/gb/pricing', 'content-page', 'gb'],
    ['/blog', 'blog-list', ''],
    ['/us/blog/page/2', 'blog-list-page', 'us'],
    ['/au/blog/rostering-101', 'blog-post', 'au'],
    ['/glossary', 'glossary', ''],
    ['/training', 'training', ''],
    ['/gb/training/getting-started', 'training-item', 'gb'],
    ['/gb/training/lessons/first-roster', 'lesson', 'gb'],
    ['/training/live-training/weekly-demo', 'live-training', ''],
    ['/customers', 'customers', ''],
    ['/au/customers/harbour-cafe', 'customer-story', 'au'],
    ['/insights/state-of-shift-work', 'insight', ''],
    ['/compliance-hub', 'compliance-hub', ''],
    ['/gb/compliance-hub/holiday-pay', 'compliance-hub-item', 'gb'],
    ['/a/b/c', 'not-found', ''],
    ['/gb/a/b/c', 'not-found', 'gb'],
  ])('%s is a %s route under prefix "%s"', (path, kind, prefix) => {
    const match = matchSiteRoute(path);
    expect(match.route.kind).toBe(kind);
    expect(match.prefix).toBe(prefix);
  });

  it('passes the params of the matched row', () => {
    expect(matchSiteRoute('/gb/customers/harbour-cafe').params.customer).toBe('harbour-cafe');
    expect(matchSiteRoute('/blog/page/3').params.num).toBe('3');
  });
});

describe('route validation', () => {
  it.each([
    ['/blog/page/1', true],
    ['/blog/page/12', true],
    ['/blog/page/abc', false],
    ['/blog/page/0', false],
    ['/blog/page/01', false],
    ['/blog/page/-1', false],
    ['/blog/page/9999999', false],
    ['/blog/good-slug', true],
    ['/blog/Bad%20Slug', false],
    ['/blog/<script>', false],
    ['/pricing.php', false],
    ['/a/b/c', true],
  ])('%s is valid: %s', (path, valid) => {
    expect(isValidRoute(matchSiteRoute(path))).toBe(valid);
  });
});
