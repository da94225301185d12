import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('newsletter_signup', () => {
  it('shows the newsletter copy with the workplaces stat and the brand, and a newsletter link', () => {
    const { html, warnings } = renderBlocks([rawBlock('newsletter_signup', {})], { region: 'gb' });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="newsletter-signup__headline">Never miss a beat</h2>');
    expect(html).toContain('More than 385,000 workplaces have used Shiftlane. Subscribe to learn why.');
    // The modal with JavaScript, the newsletter page's form (id "newsletter") without.
    expect(html).toContain('href="/gb/newsletter#newsletter"');
    expect(html).toContain('<span>Subscribe now</span>');
    expect(html).toContain('data-newsletter-form-id="1261"');
    expect(html).not.toContain('<form');
  });

  it('fills the tokens of an edited subline and follows an edited link', () => {
    const { html } = renderBlocks([
      rawBlock('newsletter_signup', {
        subline: 'Join managers at {workplaces} workplaces who read {product} tips.',
        link: '/blog',
      }),
    ]);
    expect(html).toContain('Join managers at 385,000 workplaces who read Shiftlane tips.');
    expect(html).toContain('href="/blog"');
    expect(html).not.toContain('newsletter-signup__note');
  });

  it('warns about an unknown theme and uses purple', () => {
    const { html, warnings } = renderBlocks([rawBlock('newsletter_signup', { theme: 'orange' })]);
    expect(warnings).toEqual([expect.stringContaining('theme "orange"')]);
    expect(html).toContain('theme-purple');
  });
});
