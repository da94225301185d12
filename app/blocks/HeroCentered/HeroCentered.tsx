// A centred hero for pages that lead with one message: eyebrow, headline, a supporting line, calls
// to action and an optional wide image (a product screenshot) underneath. Opening the page, its
// headline is the h1 and its image loads first.
import { ResponsiveImage } from '../../media/Picture';
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { HeroHeading } from '../shared/HeroHeading';
import { themeClass } from '../shared/theme';
import type { HeroCenteredContent } from './HeroCentered.schema';

export function HeroCentered({
  headline,
  eyebrow,
  subheadline,
  buttons,
  image,
  theme,
}: HeroCenteredContent & BlockProps) {
  const editable = useBlockEditable();
  const { isFirst } = usePlacement();
  return (
    <section className={`hero-centered ${themeClass(theme)}`} {...editable}>
      <div className="container hero-centered__inner">
        <div className="hero-centered__copy">
          <HeroHeading className="hero-centered__title">{headline}</HeroHeading>
          {eyebrow ? <p className="eyebrow hero-centered__eyebrow">{eyebrow}</p> : null}
          {subheadline ? <p className="hero-centered__sub">{subheadline}</p> : null}
        </div>
        <ButtonRow buttons={buttons} />
        {image ? (
          <ResponsiveImage
            className="hero-centered__image"
            image={image}
            sizes="(min-width: 72rem) 66rem, calc(100vw - 2.5rem)"
            priority={isFirst}
          />
        ) : null}
      </div>
    </section>
  );
}
