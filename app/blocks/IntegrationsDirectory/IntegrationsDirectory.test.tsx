import { describe, expect, it } from 'vitest';
import type { Integration } from '../../local-data/local-data';
import { rawBlock, renderBlocks } from '../test-support';
import { filterIntegrations } from './DirectorySearch';

const directory = rawBlock('integrations_directory', { headline: 'Connect your tools' });

describe('integrations_directory', () => {
  it("lists the region's integrations as cards with logo, name, category and summary", () => {
    const { html, warnings } = renderBlocks([directory], { region: 'au', url: '/au/integrations' });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h3 class="integrations-directory__name">MYOB</h3>');
    expect(html).not.toContain('Gusto');
    expect(html).toContain('Send timesheets to MYOB with award rates applied.');
    expect(html).toMatch(
      /src="\/media\/integrations\/myob\.svg\/m\/48x0\/filters:format\(webp\)" srcSet="[^"]*\/m\/48x0\/[^"]* 1x, [^"]*\/m\/96x0\/[^"]* 2x, [^"]*\/m\/144x0\/[^"]* 3x" alt=""/,
    );
    expect(html).toContain(
      '<p class="integrations-directory__count" role="status">Showing all 7 integrations.</p>',
    );
  });

  it('is a GET search form with a labelled search box and category select', () => {
    const { html } = renderBlocks([directory], { url: '/integrations' });
    expect(html).toContain('role="search"');
    expect(html).toContain('action="/integrations" method="get"');
    expect(html).toMatch(
      /<label for="([^"]+)-search">Search integrations<\/label><input id="\1-search"[^>]*type="search"[^>]*name="q"/,
    );
    expect(html).toContain('<option value="" selected="">All categories</option>');
    expect(html).toContain('<option value="Point of sale">Point of sale</option>');
    expect(html).toContain('Search</button>');
  });

  it('filters by ?q= and ?category=', () => {
    const { html } = renderBlocks([directory], { url: '/integrations?q=timesheets&category=Payroll' });
    expect(html).toContain('value="timesheets"');
    expect(html).toContain('<option value="Payroll" selected="">Payroll</option>');
    expect(html).toContain('Showing 1 of 7 integrations.');
    expect(html).toContain('>Gusto</h3>');
    expect(html).not.toContain('>ADP Workforce Now</h3>');
  });

  it('shows an empty state with a reset link when nothing matches', () => {
    const { html } = renderBlocks([directory], { url: '/integrations?q=fax&category=HR' });
    expect(html).toContain('No integrations match “fax” in HR.');
    expect(html).toContain('<a href="/integrations">Reset search and show all integrations</a>');
    expect(html).not.toContain('integrations-directory__grid');
  });

  it('ignores an unknown category in the query', () => {
    const { html, warnings } = renderBlocks([directory], { url: '/integrations?category=Telepathy' });
    expect(warnings).toEqual([]);
    expect(html).toContain('<option value="" selected="">All categories</option>');
    expect(html).toContain('Showing all 7 integrations.');
  });

  it('warns about an unknown theme and renders with the default', () => {
    const { html, warnings } = renderBlocks([rawBlock('integrations_directory', { theme: 'neon' })]);
    expect(warnings).toEqual([expect.stringContaining('theme "neon"')]);
    expect(html).toContain('theme-white');
  });
});

describe('filterIntegrations', () => {
  const list = [
    { id: 'a', name: 'Acme Pay', category: 'Payroll', regions: ['us'], summary: 'Pay runs.' },
    { id: 'b', name: 'Chatter', category: 'Communication', regions: ['us'], summary: 'Send payroll alerts.' },
  ] satisfies Integration[];

  it('matches name, category or summary, case-insensitively, within the category', () => {
    expect(filterIntegrations(list, { search: 'PAYROLL', category: '' }).map((i) => i.id)).toEqual([
      'a',
      'b',
    ]);
    expect(
      filterIntegrations(list, { search: ' payroll ', category: 'Communication' }).map((i) => i.id),
    ).toEqual(['b']);
    expect(filterIntegrations(list, { search: '', category: '' })).toHaveLength(2);
  });
});
