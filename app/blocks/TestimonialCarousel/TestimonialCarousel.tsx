// Customer testimonials (Quote entities) in a carousel, after the WAI-ARIA carousel pattern: a
// region with aria-roledescription "carousel", slides labelled "N of M", previous/next buttons and
// no auto-rotation. Before (or without) JavaScript it is a horizontally scrolling list with CSS
// scroll snapping; once hydrated the buttons appear and scroll it one slide at a time.
import { useRef, useState, useSyncExternalStore } from 'react';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { QuoteFigure } from '../Quote/Quote';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import { scrollTarget } from './carousel-scroll';
import type { TestimonialCarouselContent } from './TestimonialCarousel.schema';

const noSubscription = () => () => undefined;

/** False while server-rendering and hydrating, true once the browser runs the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function CarouselControls({
  controls,
  onMove,
}: {
  controls: string;
  onMove: (direction: 1 | -1) => void;
}) {
  return (
    <div className="testimonial-carousel__controls">
      <button
        type="button"
        className="testimonial-carousel__button testimonial-carousel__button--previous"
        aria-controls={controls}
        aria-label="Previous testimonial"
        onClick={() => onMove(-1)}
      >
        <Icon name="arrow-right" size={22} />
      </button>
      <button
        type="button"
        className="testimonial-carousel__button"
        aria-controls={controls}
        aria-label="Next testimonial"
        onClick={() => onMove(1)}
      >
        <Icon name="arrow-right" size={22} />
      </button>
    </div>
  );
}

export function TestimonialCarousel({
  uid,
  headline,
  intro,
  label,
  testimonials,
  theme,
}: TestimonialCarouselContent & BlockProps) {
  const editable = useBlockEditable();
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');
  if (testimonials.length === 0) return null;
  const count = testimonials.length;
  const trackId = `${uid}-slides`;

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const slides = Array.from(element.children) as HTMLElement[];
    const first = slides[0]?.offsetLeft ?? 0;
    const target = scrollTarget(
      {
        offsets: slides.map((slide) => slide.offsetLeft - first),
        scrollLeft: element.scrollLeft,
        maxScroll: element.scrollWidth - element.clientWidth,
      },
      direction,
    );
    element.scrollTo({ left: target.left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setStatus(`Testimonial ${target.index + 1} of ${count}`);
  };

  return (
    <Section
      theme={theme}
      headline={headline}
      intro={intro}
      className="testimonial-carousel"
      editable={editable}
    >
      <div
        className="testimonial-carousel__frame"
        role="region"
        aria-roledescription="carousel"
        aria-label={headline || label}
      >
        {hydrated && count > 1 ? <CarouselControls controls={trackId} onMove={move} /> : null}
        {/* Focusable so keyboard users can scroll it with the arrow keys, with or without JS. */}
        <div id={trackId} ref={track} className="testimonial-carousel__track" tabIndex={0}>
          {testimonials.map(({ _uid, ...entity }, index) => (
            <div
              key={_uid || index}
              className="testimonial-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
            >
              <QuoteFigure {...entity} />
            </div>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {status}
        </p>
      </div>
    </Section>
  );
}
