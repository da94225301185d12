// The standard hero: headline, supporting line, calls to action and an image beside them. Its image
// is the page's largest paint when it comes first, so it loads eagerly with high priority.
import { ResponsiveImage } from '../../media/Picture';
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { HeroHeading } from '../shared/HeroHeading';
import { themeClass } from '../shared/theme';
import type { HeroContent } from './Hero.schema';

export function Hero({
  headline,
  subheadline,
  eyebrow,
  cta_text,
  cta_link,
  buttons,
  image,
  theme,
}: HeroContent & BlockProps) {
  const editable = useBlockEditable();
  const { isFirst } = usePlacement();
  const actions = [
    ...(cta_text && cta_link
      ? [{ text: cta_text, link: cta_link, type: 'filled' as const, size: 'lg' as const, icon: null }]
      : []),
    ...buttons,
  ];
  return (
    <section className={`hero ${themeClass(theme)}`} {...editable}>
      <div className="container hero__inner">
        <div className="hero__copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <HeroHeading>{headline}</HeroHeading>
          {subheadline ? <p className="hero__sub">{subheadline}</p> : null}
          <ButtonRow buttons={actions} />
        </div>
        {image ? (
          <ResponsiveImage
            className="hero__image"
            image={image}
            sizes="(max-width: 767px) 100vw, 50vw"
            priority={isFirst}
          />
        ) : null}
      </div>
    </section>
  );
}
