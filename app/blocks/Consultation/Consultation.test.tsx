import { describe, expect, it } from 'vitest';
import type { Region } from '../../regions/region';
import { SiteStateProvider } from '../../site-state/SiteState';
import { Blocks } from '../Blocks';
import { parseBlocks } from '../parse-blocks.server';
import { rawBlock, renderBlocks, renderWithSite, siteStateFor } from '../test-support';

const image = (key: string) => ({
  imageS3Key: key,
  imageAlt: 'A manager reviewing a rota',
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
});

const content = {
  headline_us: 'See Shiftlane with your own schedule',
  subline_us: '- A 30-minute call\n- Your questions answered',
  image_us: image('illustrations/demand-forecast.svg'),
  quote_us: [{ component: 'quote', quote: 'Worth every minute.', author: 'Dana', company: 'Harborline' }],
  headline_gb: 'See Shiftlane with your own rota',
  subline_gb: ['A 30-minute call', 'Holiday pay questions welcome'],
  quote_gb: { quote: 'Brilliant onboarding.', author: 'Joanne' },
  formId_gb: 2458,
  headline_au: 'See Shiftlane with your own roster',
};

function renderForVisitor(ipCountry: string, region: Region = 'us') {
  return renderWithSite(
    <SiteStateProvider value={{ ...siteStateFor(region), ipCountry }}>
      <Blocks blocks={parseBlocks([rawBlock('consultation', content)])} />
    </SiteStateProvider>,
    { region },
  );
}

describe('consultation', () => {
  it('shows the us content with its form to a us visitor', () => {
    const { html, warnings } = renderBlocks([rawBlock('consultation', content)], { region: 'us' });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h1 class="consultation__headline">See Shiftlane with your own schedule</h1>');
    expect(html).toContain('<span>A 30-minute call</span>');
    expect(html).toContain('alt="A manager reviewing a rota"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('Worth every minute.');
    expect(html).toContain('class="marketing-form panel" data-form-id="1181"');
    expect(html).toContain('data-thank-you-address="us/messages/book-a-consultation-thank-you"');
    expect(html).toContain('<input type="hidden" name="_form" value="1181"/>');
  });

  it("chooses the content by the visitor's country, not the page's region", () => {
    const html = renderForVisitor('GB', 'us');
    expect(html).toContain('See Shiftlane with your own rota');
    expect(html).toContain('Holiday pay questions welcome');
    expect(html).toContain('Brilliant onboarding.');
    expect(html).toContain('data-form-id="2458"');
  });

  it('uses the default form id of the country when the content has none', () => {
    const html = renderForVisitor('au', 'au');
    expect(html).toContain('See Shiftlane with your own roster');
    expect(html).toContain('data-form-id="2458"');
    expect(html).not.toContain('Worth every minute.');
  });

  it('falls back to us for other countries', () => {
    const html = renderForVisitor('NZ', 'au');
    expect(html).toContain('See Shiftlane with your own schedule');
    expect(html).toContain('data-form-id="1181"');
    expect(html).toContain('action="/au" method="post"');
  });

  it('warns about a form id that is not a consultation form, and skips a block without a us headline', () => {
    const { html, warnings } = renderBlocks([rawBlock('consultation', { ...content, formId_us: '1261' })]);
    expect(warnings).toEqual([expect.stringContaining('formId_us "1261"')]);
    expect(html).toContain('data-form-id="1181"');
    const skipped = renderBlocks([rawBlock('consultation', { headline_gb: 'Only gb' })], { region: 'gb' });
    expect(skipped.html).toBe('');
    expect(skipped.warnings[0]).toContain('Invalid content for consultation');
  });
});
