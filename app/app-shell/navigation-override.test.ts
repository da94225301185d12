import { describe, expect, it, vi } from 'vitest';
import { parseRouteRules } from '../navigation/route-rules';
import { clickedLinkUrl, interceptLinks, navigationOverride } from './navigation-override';

const { rules } = parseRouteRules([
  { from: '/old-pricing', to: '/pricing', status: 301 },
  { from: '/features/*', to: '/product/*', status: 302 },
  { from: '/status', to: 'https://status.example.com/', status: 302 },
]);
const here = new URL('https://shiftlane.test/gb/blog');
const url = (path: string) => new URL(path, here);
const calm = { newBuild: false, rules };

describe('the route-rule matcher on the client (requirements §7)', () => {
  it('sends a redirected path straight to the rule target, keeping query and fragment', () => {
    expect(navigationOverride(url('/old-pricing?utm=x#plans'), here, calm)).toEqual({
      href: '/pricing?utm=x#plans',
      reason: 'route rule',
    });
    expect(navigationOverride(url('/features/rostering'), here, calm)).toEqual({
      href: '/product/rostering',
      reason: 'route rule',
    });
  });

  it('lets an external rule leave the site', () => {
    expect(navigationOverride(url('/status'), here, calm)).toEqual({
      href: 'https://status.example.com/',
      reason: 'route rule',
    });
  });

  it('leaves every other navigation to React Router', () => {
    expect(navigationOverride(url('/pricing'), here, calm)).toBeNull();
    expect(navigationOverride(new URL('https://elsewhere.example/old-pricing'), here, calm)).toBeNull();
  });
});

describe('the next navigation after a new build (requirements §4 "Reloads")', () => {
  it('is a full document load of the same address', () => {
    expect(navigationOverride(url('/pricing'), here, { newBuild: true, rules: [] })).toEqual({
      href: 'https://shiftlane.test/pricing',
      reason: 'new build',
    });
  });

  it('is not a jump within the page', () => {
    expect(navigationOverride(url('/gb/blog#latest'), here, { newBuild: true, rules: [] })).toBeNull();
  });
});

function anchor(href: string, attributes: Record<string, string> = {}) {
  return {
    href: new URL(href, here).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  };
}

function click(link: object | null, extra: Partial<MouseEvent> = {}) {
  const event = Object.assign(new Event('click', { cancelable: true }), {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    ...extra,
  });
  Object.defineProperty(event, 'target', { value: { closest: () => link } });
  return event as unknown as MouseEvent;
}

describe('link clicks', () => {
  it('are plain left clicks on links that open in this tab', () => {
    expect(clickedLinkUrl(click(anchor('/pricing')))?.pathname).toBe('/pricing');
    expect(clickedLinkUrl(click(anchor('/pricing'), { button: 1 }))).toBeNull();
    expect(clickedLinkUrl(click(anchor('/pricing'), { metaKey: true }))).toBeNull();
    expect(clickedLinkUrl(click(anchor('/pricing', { target: '_blank' })))).toBeNull();
    expect(clickedLinkUrl(click(anchor('/guide.pdf', { download: '' })))).toBeNull();
    expect(clickedLinkUrl(click(null))).toBeNull();
  });

  it('become document loads when an override applies, before React Router sees them', () => {
    const target = new EventTarget();
    const location = { href: here.href, assign: vi.fn() };
    const state = { newBuild: false, rules };
    const stop = interceptLinks({ target, location, state: () => state });
    const toPricing = click(anchor('/pricing'));
    target.dispatchEvent(toPricing);
    expect(toPricing.defaultPrevented).toBe(false);
    const toOld = click(anchor('/old-pricing'));
    target.dispatchEvent(toOld);
    expect(toOld.defaultPrevented).toBe(true);
    expect(location.assign).toHaveBeenLastCalledWith('/pricing');
    state.newBuild = true;
    target.dispatchEvent(click(anchor('/pricing')));
    expect(location.assign).toHaveBeenLastCalledWith('https://shiftlane.test/pricing');
    stop();
    target.dispatchEvent(click(anchor('/blog')));
    expect(location.assign).toHaveBeenCalledTimes(2);
  });
});
