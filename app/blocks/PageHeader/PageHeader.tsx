// A compact header for inner pages (legal, resources, product tours): eyebrow, headline and a short
// intro, without the weight of a hero. Opening the page, its headline is the h1.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { HeroHeading } from '../shared/HeroHeading';
import { themeClass } from '../shared/theme';
import type { PageHeaderContent } from './PageHeader.schema';

export function PageHeader({ headline, eyebrow, intro, alignment, theme }: PageHeaderContent & BlockProps) {
  const editable = useBlockEditable();
  // A <header> inside <main> is not the banner landmark; it only groups the page's opening.
  return (
    <header className={`page-header page-header--${alignment} ${themeClass(theme)}`} {...editable}>
      <div className="container page-header__inner">
        <HeroHeading className="page-header__title">{headline}</HeroHeading>
        {eyebrow ? <p className="eyebrow page-header__eyebrow">{eyebrow}</p> : null}
        {intro ? <p className="page-header__intro">{intro}</p> : null}
      </div>
    </header>
  );
}
