// Checking a suggested redirect against the existing rules before it is added: a rule already
// there, a chain to mend (a rule to the old address is led on to the new one), a loop or a hidden
// page to refuse; for a page and for a folder (`/old/*` → `/new/*`).
import { describe, expect, it } from 'vitest';
import { planFor, planRedirect } from './redirects';

const rule = (from: string, to: string, status: unknown = 301) => ({
  _uid: `${from}>${to}`,
  component: 'redirect_rule',
  from,
  to,
  status,
});

describe('a page’s redirect', () => {
  const redirect = { from: '/old', to: '/new' };

  it('is added as it is when no rule concerns either address', () => {
    expect(planRedirect([rule('/pricing-old', '/pricing')], redirect)).toEqual({
      kind: 'add',
      redirect,
      retargets: [],
    });
    expect(planRedirect([], redirect)).toMatchObject({ kind: 'add', retargets: [] });
  });

  it('is not added twice', () => {
    expect(planRedirect([rule('/old/', '/New', '301')], redirect)).toEqual({ kind: 'exists', redirect });
  });

  it('leads a rule to the old address on to the new one, so that no chain forms', () => {
    const plan = planRedirect([rule('/a', '/b'), rule('/older', '/old/'), rule('/oldest', '/OLD')], redirect);
    expect(plan).toEqual({
      kind: 'add',
      redirect,
      retargets: [
        { index: 1, from: '/older', to: '/old/', next: '/new' },
        { index: 2, from: '/oldest', to: '/OLD', next: '/new' },
      ],
    });
  });

  it('leaves alone rules to other pages, to pages under the old one, and to other sites', () => {
    const plan = planRedirect(
      [rule('/a', '/old-pricing'), rule('/b', '/old/child'), rule('/c', 'https://elsewhere.example/old')],
      redirect,
    );
    expect(plan).toMatchObject({ kind: 'add', retargets: [] });
  });

  it('refuses when a rule from the new address leads back to the old one: a loop', () => {
    const plan = planRedirect([rule('/new', '/old')], redirect);
    expect(plan).toMatchObject({ kind: 'refused', rule: { from: '/new', to: '/old' } });
    expect(plan.kind === 'refused' && plan.reason).toBe(
      'A rule already sends /new to /old: with a redirect from /old to /new as well, visitors would go round in a loop. Change or remove that rule in settings/redirects first.',
    );
  });

  it('refuses when a rule hides the page at the new address, also through a folder rule', () => {
    const plan = planRedirect([rule('/new/', '/elsewhere')], redirect);
    expect(plan.kind === 'refused' && plan.reason).toBe(
      'A rule already sends /new/ to /elsewhere, so visitors never see the page at /new: a redirect to it would send them on to /elsewhere. Change or remove that rule in settings/redirects first.',
    );
    const nested = planRedirect([rule('/guides/*', '/help/*')], { from: '/old', to: '/guides/new' });
    expect(nested).toMatchObject({ kind: 'refused', rule: { from: '/guides/*', to: '/help/*' } });
    const external = planRedirect([rule('/new', 'https://elsewhere.example/')], redirect);
    expect(external).toMatchObject({ kind: 'refused', rule: { to: 'https://elsewhere.example/' } });
  });

  it('refuses when a rule already sends the old address elsewhere: the first matching rule wins', () => {
    const plan = planRedirect([rule('/old', '/somewhere-else')], redirect);
    expect(plan).toMatchObject({ kind: 'refused', rule: { from: '/old', to: '/somewhere-else' } });
    expect(plan.kind === 'refused' && plan.reason).toContain('would never apply');
  });

  it('is not added while the redirects story has unpublished changes, which publishing would take live', () => {
    const story = (unpublished: boolean) => ({
      id: 1,
      etag: '"1"',
      content: { component: 'redirects', rules: [] },
      rules: [],
      unpublished,
    });
    expect(planFor(story(false), redirect)).toMatchObject({ kind: 'add' });
    expect(planFor(story(true), redirect)).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('has changes that are not published yet'),
    });
  });

  it('ignores rules the site drops (a bad status, a redirect to itself)', () => {
    expect(planRedirect([rule('/new', '/old', 200), rule('/new', '/new')], redirect)).toMatchObject({
      kind: 'add',
    });
    expect(planRedirect([rule('/older', '/old', 'soon'), 'not a rule'], redirect)).toMatchObject({
      kind: 'add',
      retargets: [],
    });
  });
});

describe('a folder’s redirect', () => {
  const redirect = { from: '/guides/*', to: '/help/*' };
  const pages = ['/help', '/help/rotas', '/help/pay/overtime'];

  it('leads rules to the folder or any page under it on to the new folder', () => {
    const plan = planRedirect(
      [
        rule('/a', '/guides/rotas'),
        rule('/b', '/guides'),
        rule('/c/*', '/guides/*'),
        rule('/d', '/guidesbook'),
        rule('/e', '/Guides/Pay/'),
      ],
      redirect,
      pages,
    );
    expect(plan).toEqual({
      kind: 'add',
      redirect,
      retargets: [
        { index: 0, from: '/a', to: '/guides/rotas', next: '/help/rotas' },
        { index: 1, from: '/b', to: '/guides', next: '/help' },
        { index: 2, from: '/c/*', to: '/guides/*', next: '/help/*' },
        { index: 4, from: '/e', to: '/Guides/Pay/', next: '/help/Pay/' },
      ],
    });
  });

  it('refuses when a rule sends visitors away from a moved page, back into the old folder or on', () => {
    expect(planRedirect([rule('/help/*', '/guides/*')], redirect, pages)).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('loop'),
    });
    expect(planRedirect([rule('/help/rotas', '/rotas')], redirect, pages)).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('never see the page at /help/rotas'),
    });
  });

  it('takes no offence at a rule for a page under the new folder that no moved story has', () => {
    expect(planRedirect([rule('/help/faq', '/faq')], redirect, pages)).toMatchObject({ kind: 'add' });
  });

  it('is not added twice', () => {
    expect(planRedirect([rule('/guides/*', '/help/*')], redirect, pages)).toEqual({
      kind: 'exists',
      redirect,
    });
  });
});
