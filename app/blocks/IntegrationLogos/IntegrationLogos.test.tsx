import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('integration_logos', () => {
  it('shows the named integrations in order, each with its logo and name', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('integration_logos', {
        headline: 'Works with the tools you use',
        integrations: ['slack', 'gusto', 'square'],
        link_text: 'See all integrations',
        link: '/integrations',
      }),
    ]);
    expect(warnings).toEqual([]);
    const names = [...html.matchAll(/integration-logos__name">([^<]+)</g)].map((match) => match[1]);
    expect(names).toEqual(['Slack', 'Gusto', 'Square']);
    expect(html).toContain('src="/media/integrations/slack.svg/m/56x0/filters:format(webp)"');
    expect(html).toContain('href="/integrations"');
  });

  it('warns about unknown ids and drops them; leaves out integrations of other regions', () => {
    const { html, warnings } = renderBlocks(
      [rawBlock('integration_logos', { integrations: 'xero, myspace, gusto, myob' })],
      { region: 'gb' },
    );
    expect(warnings).toEqual([
      expect.stringContaining('integrations names unknown ids ["myspace"]; dropped'),
    ]);
    expect(html).toContain('>Xero<');
    expect(html).not.toContain('Gusto');
    expect(html).not.toContain('MYOB');
  });

  it("shows the first of the region's integrations when the content names none", () => {
    const { html } = renderBlocks([rawBlock('integration_logos', {})], { region: 'au' });
    expect(html.match(/integration-logos__item/g)).toHaveLength(6);
  });
});
