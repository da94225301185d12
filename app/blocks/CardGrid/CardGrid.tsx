// A headline, an intro and a grid of cards (image, title, text, link) in two to four columns: for
// use cases, resources or "where to next" links.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { CardView } from '../Card/Card';
import { gridColumns } from '../shared/grid-columns';
import { Section } from '../shared/Section';
import type { CardGridContent } from './CardGrid.schema';

const SIZES: Record<number, string> = {
  2: '(min-width: 48rem) 34rem, 100vw',
  3: '(min-width: 62rem) 22rem, (min-width: 48rem) 50vw, 100vw',
  4: '(min-width: 62rem) 17rem, (min-width: 48rem) 50vw, 100vw',
};

export function CardGrid({ eyebrow, headline, intro, cards, columns, theme }: CardGridContent & BlockProps) {
  const editable = useBlockEditable();
  if (cards.length === 0) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="card-grid-block"
      editable={editable}
    >
      <ul {...gridColumns(`card-grid-block__list card-grid-block__list--${columns}`, columns)}>
        {cards.map(({ _uid, ...card }, index) => (
          <li key={_uid || index} className="card-grid-block__item">
            <CardView {...card} imageSizes={SIZES[columns]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
