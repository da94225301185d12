import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const hero = {
  headline: 'Your first rota in under an hour',
  subheadline: 'Import your team and publish today.',
  benefits: '- Free for up to 31 days\n- No credit card\n- Cancel any time',
  form_heading: 'Create your account',
};

describe('hero_signup', () => {
  it('is the page heading with benefits, the signup form and the signup terms', () => {
    const { html, warnings } = renderBlocks([rawBlock('hero_signup', hero)], { region: 'gb' });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h1 class="hero-signup__headline">Your first rota in under an hour</h1>');
    expect(html).toContain('<span>No credit card</span>');
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('<div class="signup-form-slot panel" data-form-id="1540"');
    expect(html).toContain('<h2 class="signup-form-slot__heading">Create your account</h2>');
    expect(html).toContain('<form noValidate="" class="form" action="/gb" method="post">');
    expect(html).toContain('<p class="form-terms">Up to 31 days, no credit card required</p>');
  });

  it('is an h2 with an h3 form heading when it is not the first block', () => {
    const { html } = renderBlocks([
      rawBlock('add_on_list', {}, 'first'),
      rawBlock('hero_signup', { ...hero, benefits: ['One', 'Two'] }, 'second'),
    ]);
    expect(html).toContain('<h2 class="hero-signup__headline">');
    expect(html).toContain('<h3 class="signup-form-slot__heading">');
    expect(html).toContain('<span>Two</span>');
  });

  it('warns about an invalid rating flag, and skips a hero without a headline', () => {
    const flagged = renderBlocks([rawBlock('hero_signup', { ...hero, show_capterra_rating: 'yes please' })]);
    expect(flagged.warnings).toEqual([expect.stringContaining('show_capterra_rating "yes please"')]);
    expect(flagged.html).toContain('glowing reviews');
    const skipped = renderBlocks([rawBlock('hero_signup', { subheadline: 'x' })]);
    expect(skipped.html).toBe('');
    expect(skipped.warnings[0]).toContain('Invalid content for hero_signup');
  });
});
