import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('compliance_states', () => {
  it.each([
    ['us', 'State', 'California'],
    ['au', 'State or territory', 'Queensland'],
    ['gb', 'Nation', 'Wales'],
  ] as const)("shows the %s region's states with their label and rules", (region, label, name) => {
    const { html, warnings } = renderBlocks([rawBlock('compliance_states', { headline: 'Local rules' })], {
      region,
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Local rules</h2>');
    expect(html).toContain(
      `<p class="compliance-states__label">${label}</p><h3 class="compliance-states__name">${name}</h3>`,
    );
  });

  it('lists the rules of each state', () => {
    const { html } = renderBlocks([rawBlock('compliance_states', {})], { region: 'us' });
    expect(html).toContain('<li>Daily overtime after 8 hours</li><li>Meal break before the 5th hour</li>');
  });

  it("never shows another region's states, even when the content names them", () => {
    const { html, warnings } = renderBlocks(
      [rawBlock('compliance_states', { states: ['victoria', 'california', 'oregon'] })],
      { region: 'us' },
    );
    expect(warnings).toEqual([]);
    expect(html).not.toContain('Victoria');
    const names = [...html.matchAll(/compliance-states__name">([^<]+)</g)].map((match) => match[1]);
    expect(names).toEqual(['California', 'Oregon']);
  });

  it('warns about unknown state ids', () => {
    const { html, warnings } = renderBlocks([rawBlock('compliance_states', { states: 'atlantis,england' })], {
      region: 'gb',
    });
    expect(warnings).toEqual([expect.stringContaining('states names unknown ids ["atlantis"]')]);
    expect(html).toContain('England');
  });
});
