import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import { glowingReviews } from './SignupFormSlot';

describe('signup_form', () => {
  it("is the form's place: a container with the form id and a link to the region's sign-up page", () => {
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
    expect(html).toContain('class="signup-form-slot" data-form-id="1540"');
    expect(html).toContain('data-social-buttons="false"');
    expect(html).toContain('<h2 class="signup-form-slot__heading">Start your free trial</h2>');
    expect(html).toContain('Set up in minutes.');
    expect(html).toContain('href="/au/get-started"><span>Create my account</span></a>');
    // No pretend form: nothing to type into, nothing to submit.
    expect(html).not.toMatch(/<form|<input|type="submit"/);
  });

  it('shows the review-site line rounded down to the hundred, and takes site defaults when empty', () => {
    const { html } = renderBlocks([rawBlock('signup_form', {})]);
    expect(html).toContain('<span>700+ glowing reviews</span>');
    expect(html).toContain('aria-label="Rated 4.6 out of 5"');
    expect(html).toContain('><span>Start free trial</span></a>');
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
