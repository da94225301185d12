import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('marketing_form', () => {
  it('renders the container with the form inside <noscript> until the browser loads it', () => {
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
    expect(html).toContain('class="marketing-form panel" data-form-id="2215"');
    expect(html).toContain('<p class="marketing-form__intro">In your inbox in a minute.</p>');
    expect(html).toContain('data-error-address="gb/messages/marketing-form-error"');
    expect(html).toContain('data-state="server" data-form-status="idle"');
    expect(html).toMatch(/<noscript><form noValidate="" class="form" action="\/gb" method="post">/);
    // Every field of download form 2215, the phone optional, ~250 countries to choose from.
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'employees', 'country']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('Phone<span class="form-field__optional"> (optional)</span>');
    expect(html).toContain('<option value="16 - 49">16 - 49</option>');
    expect(html.match(/<option value="[^"]+">/g)?.length).toBeGreaterThan(240);
    // Neither message shows before anything happened; the link shows only when the form cannot load.
    expect(html).not.toContain('Check your inbox.');
    expect(html).not.toContain('The form did not load.');
    expect(html).not.toContain('Contact our sales team');
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
