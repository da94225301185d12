import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const checklist = rawBlock('checklist', { headline: 'Included', items: ['Unlimited schedules'] }, 'c1');

describe('section', () => {
  it('renders its heading and intro, then its nested blocks in the container theme', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('section', {
        eyebrow: 'Security',
        headline: 'Your data, handled properly',
        intro: 'What we do with it.',
        theme: 'enterprise',
        body: [checklist],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toMatch(/^<section class="section theme-enterprise section-block">/);
    expect(html).toContain('<h2 class="section__title">Your data, handled properly</h2>');
    expect(html).toContain('What we do with it.');
    expect(html).toContain('<div class="nested-blocks section-block__body">');
    expect(html).toContain('Unlimited schedules');
  });

  it('narrows or widens its body', () => {
    expect(renderBlocks([rawBlock('section', { headline: 'x', width: 'narrow' })]).html).toContain(
      'container container--narrow',
    );
    expect(renderBlocks([rawBlock('section', { headline: 'x', width: 'wide' })]).html).toContain(
      'container container--wide',
    );
  });

  it('warns about an unknown width, and a nested hero is never the page h1', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('section', {
        width: 'huge',
        body: [rawBlock('hero_centered', { headline: 'Nested' }, 'h')],
      }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('width "huge"')]);
    expect(html).toContain('<div class="container">');
    expect(html).toContain('<h2 class="hero-centered__title">Nested</h2>');
  });

  it('logs an unknown nested component and still renders the others', () => {
    const { html, errors } = renderBlocks([
      rawBlock('section', { headline: 'x', body: [{ _uid: 'z', component: 'time_machine' }, checklist] }),
    ]);
    expect(errors).toEqual(['Missing content component: time_machine']);
    expect(html).toContain('Unlimited schedules');
  });
});
