// A compact header for inner pages (legal, resources, product tours): eyebrow, headline and a short
// intro, without the weight of a hero. Opening the page, its headline is the h1.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { HeroHeading } from '../shared/HeroHeading';
import { optional, optionalText } from '../shared/fields.schema';
import { themeClass } from '../shared/theme';
import { themeField } from '../shared/fields.schema';
import './PageHeader.css';

export const PAGE_HEADER_ALIGNMENTS = ['left', 'center'] as const;

export const pageHeaderSchema = z.object({
  headline: z.string().min(1),
  eyebrow: optionalText('eyebrow'),
  intro: optionalText('intro'),
  alignment: optional('alignment', z.enum(PAGE_HEADER_ALIGNMENTS), 'left'),
  theme: themeField('grey'),
});

export function PageHeader({
  headline,
  eyebrow,
  intro,
  alignment,
  theme,
}: z.output<typeof pageHeaderSchema> & BlockProps) {
  // A <header> inside <main> is not the banner landmark; it only groups the page's opening.
  return (
    <header className={`page-header page-header--${alignment} ${themeClass(theme)}`}>
      <div className="container page-header__inner">
        <HeroHeading className="page-header__title">{headline}</HeroHeading>
        {eyebrow ? <p className="eyebrow page-header__eyebrow">{eyebrow}</p> : null}
        {intro ? <p className="page-header__intro">{intro}</p> : null}
      </div>
    </header>
  );
}
