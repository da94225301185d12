import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('marketing_form', () => {
  it('renders the form container with a headline, hidden status messages and a link fallback', () => {
    const { html, warnings } = renderBlocks(
      [
        rawBlock('marketing_form', {
          form_id: '2215',
          headline: 'Get the rota planning guide',
          form_intro: 'In your inbox in a minute.',
          thank_you: 'Check your inbox.',
          error: 'The form did not load.',
        }),
      ],
      { region: 'gb' },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Get the rota planning guide</h2>');
    expect(html).toContain('class="marketing-form" data-form-id="2215"');
    expect(html).toContain('<p class="marketing-form__intro">In your inbox in a minute.</p>');
    expect(html).toContain('data-error-address="gb/messages/marketing-form-error"');
    expect(html).toContain('<div class="marketing-form__status" role="status">');
    expect(html).toContain('<p class="marketing-form__thank-you" hidden="">Check your inbox.</p>');
    expect(html).toContain('<p class="marketing-form__error" hidden="">The form did not load.</p>');
    expect(html).toContain('<div class="marketing-form__loading" hidden="">');
    expect(html).toContain('href="/gb/contact-sales"><span>Contact our sales team</span></a>');
    expect(html).not.toMatch(/<form|<input|type="submit"/);
  });

  it('accepts a numeric form id', () => {
    expect(renderBlocks([rawBlock('marketing_form', { form_id: 1261 })]).html).toContain(
      'data-form-id="1261"',
    );
  });

  it('warns about an unknown form id and keeps only the link', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('marketing_form', {
        form_id: '9999',
        fallback_text: 'Email us',
        fallback_link: 'mailto:hi@shiftlane.example',
      }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('form_id "9999"')]);
    expect(html).not.toContain('data-form-id');
    expect(html).toContain('href="mailto:hi@shiftlane.example"><span>Email us</span>');
  });
});
