import { describe, expect, it } from 'vitest';
import { richTextPlainText } from './RichText';
import { doc, paragraph, text } from './test-support';

describe('richTextPlainText', () => {
  it('gives the words of a document, one blank line between blocks', () => {
    const item = (value: string) => ({ type: 'list_item', content: [paragraph(text(value))] });
    const value = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Rotas')] },
      paragraph(
        text('Build '),
        text('fair', [{ type: 'bold' }]),
        text('  rotas.'),
        { type: 'hard_break' },
        text('Fast.'),
      ),
      { type: 'bullet_list', content: [item('One'), item('Two')] },
      { type: 'image', attrs: { src: 'a.png', alt: 'Not text' } },
      { type: 'blok', attrs: { body: [{ component: 'hero', headline: 'Not text' }] } },
      paragraph({ type: 'emoji', attrs: { emoji: '🎉', name: 'tada' } }, text(' <b>done</b>')),
    );
    expect(richTextPlainText(value)).toBe(
      'Rotas\n\nBuild fair rotas.\nFast.\n\nOne\n\nTwo\n\n🎉 <b>done</b>',
    );
  });

  it('gives an empty string for no document', () => {
    expect(richTextPlainText(null)).toBe('');
    expect(richTextPlainText(undefined)).toBe('');
    expect(richTextPlainText(doc('junk', { type: 'paragraph' }))).toBe('');
  });
});
