import { describe, expect, it, vi } from 'vitest';
import { rawBlock, renderBlocks, renderWithSite } from '../test-support';
import { scrollTarget } from './carousel-scroll';
import { CarouselControls } from './TestimonialCarousel';

const testimonials = ['Rosters in minutes.', 'No more spreadsheets.', 'Payroll on time.'].map(
  (quote, index) => ({
    _uid: `t${index}`,
    quote,
    author: `Author ${index + 1}`,
  }),
);

describe('testimonial_carousel', () => {
  it('server-renders the WAI-ARIA carousel structure with every slide in a scrollable track', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('testimonial_carousel', { headline: 'Loved by shift-based teams', testimonials }, 'tc'),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain(
      'role="region" aria-roledescription="carousel" aria-label="Loved by shift-based teams"',
    );
    expect(html).toContain('id="tc-slides"');
    expect(html).toContain('tabindex="0"');
    for (const n of [1, 2, 3]) {
      expect(html).toContain(`role="group" aria-roledescription="slide" aria-label="${n} of 3"`);
    }
    expect(html).toContain('Payroll on time.');
    // Buttons need JavaScript, so they appear only once the page is hydrated.
    expect(html).not.toContain('<button');
    expect(html).toContain('aria-live="polite"');
  });

  it('names the carousel by its label when there is no headline, and warns about a bad theme', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('testimonial_carousel', { testimonials, theme: 'sparkly' }),
    ]);
    expect(html).toContain('aria-label="Customer testimonials"');
    expect(html).toContain('theme-peach');
    expect(warnings).toEqual([expect.stringContaining('theme "sparkly"')]);
  });

  it('has previous and next buttons that control the slides', () => {
    const onMove = vi.fn();
    const html = renderWithSite(<CarouselControls controls="tc-slides" onMove={onMove} />);
    expect(html).toContain('aria-controls="tc-slides" aria-label="Previous testimonial"');
    expect(html).toContain('aria-controls="tc-slides" aria-label="Next testimonial"');
    expect(html.match(/type="button"/g)).toHaveLength(2);
  });
});

describe('scrollTarget', () => {
  const state = { offsets: [0, 400, 800, 1200], maxScroll: 800 };

  it('moves one slide forwards and backwards', () => {
    expect(scrollTarget({ ...state, scrollLeft: 0 }, 1)).toEqual({ index: 1, left: 400 });
    expect(scrollTarget({ ...state, scrollLeft: 400 }, 1)).toEqual({ index: 2, left: 800 });
    expect(scrollTarget({ ...state, scrollLeft: 400 }, -1)).toEqual({ index: 0, left: 0 });
  });

  it('wraps around at either end, also when several slides are in view', () => {
    expect(scrollTarget({ ...state, scrollLeft: 800 }, 1)).toEqual({ index: 0, left: 0 });
    expect(scrollTarget({ ...state, scrollLeft: 0 }, -1)).toEqual({ index: 3, left: 800 });
  });

  it('goes back to the start of a slide that was scrolled half-way', () => {
    expect(scrollTarget({ ...state, scrollLeft: 600 }, -1)).toEqual({ index: 1, left: 400 });
    expect(scrollTarget({ ...state, scrollLeft: 600 }, 1)).toEqual({ index: 2, left: 800 });
  });
});
