// Space between two sections, optionally with a rule across it. A rule is an <hr> (a thematic
// break that assistive technology announces); plain space is an empty element it ignores.
import { z } from 'zod';
import { usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { flag, optional } from '../shared/fields.schema';
import { themeClass } from '../shared/theme';
import { themeField } from '../shared/fields.schema';
import './Divider.css';

export const DIVIDER_SIZES = ['sm', 'md', 'lg'] as const;

export const dividerSchema = z.object({
  size: optional('size', z.enum(DIVIDER_SIZES), 'md'),
  with_line: flag('with_line'),
  /** The band's colour, to match the sections on either side (ignored inside a container). */
  theme: themeField('white'),
});

export function Divider({ size, with_line, theme }: z.output<typeof dividerSchema> & BlockProps) {
  const { depth } = usePlacement();
  const line = with_line ? <hr className="divider__line" /> : null;
  if (depth > 0) return <div className={`divider divider--${size}`}>{line}</div>;
  return (
    <div className={`divider divider--${size} ${themeClass(theme)}`}>
      <div className="container">{line}</div>
    </div>
  );
}
