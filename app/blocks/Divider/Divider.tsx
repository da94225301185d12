// Space between two sections, optionally with a rule across it. A rule is an <hr> (a thematic
// break that assistive technology announces); plain space is an empty element it ignores.
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { themeClass } from '../shared/theme';
import type { DividerContent } from './Divider.schema';

export function Divider({ size, with_line, theme }: DividerContent & BlockProps) {
  const editable = useBlockEditable();
  const { depth } = usePlacement();
  const line = with_line ? <hr className="divider__line" /> : null;
  if (depth > 0)
    return (
      <div className={`divider divider--${size}`} {...editable}>
        {line}
      </div>
    );
  return (
    <div className={`divider divider--${size} ${themeClass(theme)}`} {...editable}>
      <div className="container">{line}</div>
    </div>
  );
}
