import { describe, expect, it, vi } from 'vitest';
import { glossaryTerm, parsedBlock } from '../BlogList/fixtures';
import { rawBlock, renderBlocks } from '../test-support';
import type { GlossaryIndexData } from './GlossaryIndex';

const listAllStories = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ listAllStories }));

const { loadGlossaryIndex } = await import('./GlossaryIndex.data.server');

const data: GlossaryIndexData = {
  terms: [
    { term: 'Timesheet', slug: 'timesheet', definition: 'A record of hours worked.' },
    { term: 'Open shift', slug: 'open-shift', definition: 'A shift with nobody assigned.' },
    { term: 'Overtime', slug: 'overtime', definition: 'Hours over the limit.' },
    { term: '24-hour rule', slug: '24-hour-rule', definition: '' },
  ],
};

describe('glossary_index', () => {
  it('links letters that have terms and shows the others as plain text', () => {
    const { html, warnings } = renderBlocks([rawBlock('glossary_index', {})], {
      region: 'gb',
      blockData: { 'glossary_index-1': data },
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('<nav class="glossary-index__letters" aria-label="Glossary terms by letter">');
    expect(html).toContain('<a href="#glossary_index-1-letter-O">O</a>');
    expect(html).toContain('<a href="#glossary_index-1-letter-T">T</a>');
    expect(html).toContain('<a href="#glossary_index-1-letter-other">#</a>');
    expect(html).toContain(
      '<span class="glossary-index__no-terms">A<span class="visually-hidden"> (no terms)</span></span>',
    );
    expect(html).not.toContain('href="#glossary_index-1-letter-A"');
  });

  it('groups terms by letter under h3s, each linking to its glossary entry', () => {
    const { html } = renderBlocks([rawBlock('glossary_index', {})], {
      region: 'gb',
      blockData: { 'glossary_index-1': data },
    });
    expect(html).toContain('id="glossary_index-1-letter-O"');
    expect(html).toContain(
      '<h3 id="glossary_index-1-letter-O-heading" class="glossary-index__letter">O</h3>',
    );
    expect(html.indexOf('Open shift')).toBeLessThan(html.indexOf('Overtime'));
    expect(html).toContain(
      '<dt><a href="/gb/glossary#open-shift">Open shift</a></dt><dd>A shift with nobody assigned.</dd>',
    );
    expect(html.indexOf('letter-T-heading')).toBeLessThan(html.indexOf('letter-other-heading'));
    expect(html).toContain('href="/gb/glossary"');
  });

  it('has an empty state, and warns about an unknown theme', () => {
    const { html, warnings } = renderBlocks([rawBlock('glossary_index', { theme: 'blue' })]);
    expect(warnings).toEqual([expect.stringContaining('theme "blue"')]);
    expect(html).toContain('The glossary for this region is being written.');
    expect(html).not.toContain('<nav');
  });

  it('loads the region terms with their short definitions', async () => {
    listAllStories.mockResolvedValue({
      ok: true,
      value: [glossaryTerm('au/glossary/award', 'Award', 'An industry instrument.')],
    });
    const loaded = await loadGlossaryIndex(parsedBlock('glossary_index', {}), { region: 'au' });
    expect(listAllStories).toHaveBeenCalledWith(
      expect.objectContaining({ startsWith: 'au/glossary/', component: 'glossary_term' }),
    );
    expect(loaded).toEqual({
      terms: [{ term: 'Award', slug: 'award', definition: 'An industry instrument.' }],
    });
  });
});
