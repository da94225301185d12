// The frame most blocks sit in: a themed full-width band with an optional heading and intro.
import type { ReactNode } from 'react';
import type { EditableAttributes } from '../../preview/editable';
import { themeClass, type Theme } from './theme';

export interface SectionProps {
  theme?: Theme;
  headline?: string;
  intro?: string;
  /** Eyebrow text above the headline. */
  eyebrow?: string;
  width?: 'normal' | 'narrow' | 'wide';
  className?: string;
  id?: string;
  /** A block's editor attributes (useBlockEditable), when the band is the block's root element. */
  editable?: Partial<EditableAttributes>;
  children: ReactNode;
}

export function Section({
  theme = 'white',
  headline,
  intro,
  eyebrow,
  width = 'normal',
  className,
  id,
  editable,
  children,
}: SectionProps) {
  const container = width === 'normal' ? 'container' : `container container--${width}`;
  return (
    <section
      className={['section', themeClass(theme), className].filter(Boolean).join(' ')}
      id={id}
      {...editable}
    >
      <div className={container}>
        {headline || intro || eyebrow ? (
          <div className="section__header">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            {headline ? <h2 className="section__title">{headline}</h2> : null}
            {intro ? <p className="section__intro">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
