import { describe, expect, it } from 'vitest';
import { doc, paragraph, renderDoc, text } from './test-support';

const section = {
  _uid: 'rts-1',
  component: 'rich_text_section',
  text: doc(paragraph(text('Inside the embedded section'))),
};

describe('RichText: embedded blocks', () => {
  it('renders a registered block from a blok node', () => {
    const { html, errors } = renderDoc([
      paragraph(text('Before')),
      { type: 'blok', attrs: { id: 'b', body: [section] } },
    ]);
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<section class="section');
    expect(html).toContain('<p>Inside the embedded section</p>');
    expect(errors).toEqual([]);
  });

  it('never gives an embedded hero the page title or the priority image', () => {
    const hero = { _uid: 'h', component: 'hero', headline: 'Embedded hero', cta_link: '' };
    const { html, warnings } = renderDoc([{ type: 'blok', attrs: { body: [hero] } }]);
    expect(html).toContain('<h2>Embedded hero</h2>');
    expect(html).not.toContain('<h1');
    expect(warnings).toEqual([]);
  });

  it('logs an unknown embedded component and renders the rest', () => {
    const { html, errors } = renderDoc([
      { type: 'blok', attrs: { body: [{ _uid: 'x', component: 'time_machine' }, section] } },
      paragraph(text('After')),
    ]);
    expect(errors).toEqual(['Missing content component: time_machine']);
    expect(html).toContain('Inside the embedded section');
    expect(html).toContain('<p>After</p>');
  });

  it('warns about a blok whose body is not a list', () => {
    const { html, warnings } = renderDoc([
      { type: 'blok', attrs: { body: 'hero' } },
      paragraph(text('After')),
    ]);
    expect(html).toBe('<div class="rich-text"><p>After</p></div>');
    expect(warnings).toEqual([
      'Invalid content: rich-text blok body "hero" is not a list of blocks; left out',
    ]);
  });
});
