import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import { glowingReviews } from './SignupFormSlot';

describe('signup_form', () => {
  it('is a real form: name, work email, terms with regional legal links, and the hidden fields', () => {
    const { html, warnings } = renderBlocks(
      [
        rawBlock('signup_form', {
          heading: 'Start your free trial',
          subheading: 'Set up in minutes.',
          cta_text: 'Create my account',
          form_id: 1540,
          show_social_button: false,
        }),
      ],
      { region: 'au' },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('class="signup-form-slot panel" data-form-id="1540"');
    expect(html).toContain('data-social-buttons="false"');
    expect(html).toContain('<h2 class="signup-form-slot__heading">Start your free trial</h2>');
    expect(html).toContain('Set up in minutes.');
    expect(html).toContain('<form noValidate="" class="form" action="/au" method="post">');
    expect(html).toContain('<label for="signup_form-1-name">Name</label>');
    expect(html).toContain('<label for="signup_form-1-email">Work email</label>');
    expect(html).toContain('<a href="/au/terms">terms of service</a>');
    expect(html).toContain('<a href="/au/privacy">privacy policy</a>');
    expect(html).toContain(
      '<button type="submit" class="button button--filled button--lg form-submit"><span>Create my account</span></button>',
    );
    expect(html).toContain('<p class="form-terms">Up to 31 days, no credit card required</p>');
    for (const hidden of [
      '_form" value="1540"',
      '_key" value="signup_form-1"',
      'marketoSignupFormId" value="1540"',
    ]) {
      expect(html).toContain(`name="${hidden}`);
    }
    expect(html).toContain('name="spz_experiment1"');
    expect(html).toContain('data-form-status="idle"');
    // The honeypot is out of sight and out of the tab order.
    expect(html).toMatch(
      /aria-hidden="true"><label>Website<input type="text" tabindex="-1" autoComplete="off" name="website"/,
    );
  });

  it('shows the review-site line rounded down to the hundred, and takes site defaults when empty', () => {
    const { html } = renderBlocks([rawBlock('signup_form', {})]);
    expect(html).toContain('<span>700+ glowing reviews</span>');
    expect(html).toContain('aria-label="Rated 4.6 out of 5"');
    expect(html).toContain('><span>Start free trial</span></button>');
    expect(html).toContain('data-form-id="1540"');
  });

  it('hides the rating when asked and renders nothing when hidden', () => {
    expect(renderBlocks([rawBlock('signup_form', { show_capterra_rating: false })]).html).not.toContain(
      'glowing reviews',
    );
    expect(renderBlocks([rawBlock('signup_form', { hideComponent: true })]).html).toBe('');
  });

  it('warns about a form id that is not a number and uses the default', () => {
    const { html, warnings } = renderBlocks([rawBlock('signup_form', { form_id: 'signup-form' })]);
    expect(warnings).toEqual([expect.stringContaining('form_id "signup-form"')]);
    expect(html).toContain('data-form-id="1540"');
  });

  it('rounds review counts down to the hundred', () => {
    expect(glowingReviews(756)).toBe(700);
    expect(glowingReviews(1_299)).toBe(1_200);
    expect(glowingReviews(99)).toBe(0);
  });
});
