import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('testimonial_grid', () => {
  it('renders each testimonial as a Quote entity in a list', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('testimonial_grid', {
        headline: 'What managers say',
        columns: 2,
        testimonials: [
          {
            _uid: 'a',
            component: 'quote',
            quote: doc('Our schedule takes twenty minutes now.'),
            author: 'Dana Ortiz',
            author_title: 'General Manager',
            company: 'Harbour Kitchen',
            industry: 'Hospitality',
            features: 'Scheduling, Time clock',
            image: {
              imageS3Key: 'avatars/avatar-1.svg',
              imageAlt: '',
              sourceImageWidth: 160,
              sourceImageHeight: 160,
            },
          },
          { _uid: 'b', quote: 'Payroll is a click.', author: 'Sam Lee' },
        ],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">What managers say</h2>');
    expect(html).toContain('testimonial-grid__list--2');
    expect(html).toContain('<p>Our schedule takes twenty minutes now.</p>');
    expect(html).toContain('<p>Payroll is a click.</p>');
    expect(html).toContain('General Manager, Harbour Kitchen');
    expect(html).toContain('<li class="tag tag--muted">Time clock</li>');
    expect(html.match(/<figure class="quote">/g)).toHaveLength(2);
  });

  it('drops a testimonial without a quote and warns about an unsupported column count', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('testimonial_grid', {
        columns: 5,
        testimonials: [{ quote: '', author: 'Nobody' }, { quote: 'Kept.' }],
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('testimonials[0]'),
      expect.stringContaining('columns 5'),
    ]);
    expect(html).not.toContain('Nobody');
    expect(html).toContain('Kept.');
    expect(html).toContain('testimonial-grid__list--3');
  });
});
