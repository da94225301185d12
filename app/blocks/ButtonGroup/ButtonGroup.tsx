// A row of buttons on its own: between two sections, or inside a container after its text. Each
// button has the §5 types (filled, outline, text, underline, icon) and sizes (sm, md, lg).
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { themeClass } from '../shared/theme';
import type { ButtonGroupContent } from './ButtonGroup.schema';

export function ButtonGroup({ buttons, alignment, theme }: ButtonGroupContent & BlockProps) {
  const editable = useBlockEditable();
  const { depth } = usePlacement();
  if (!buttons.some((button) => button.text && button.link)) return null;
  // Inside a container the group is the block's root element; on a page, the band around it is.
  const group = (
    <div className={`button-group button-group--${alignment}`} {...(depth > 0 ? editable : {})}>
      <ButtonRow buttons={buttons} />
    </div>
  );
  if (depth > 0) return group;
  return (
    <div className={`button-group-band ${themeClass(theme)}`} {...editable}>
      <div className="container">{group}</div>
    </div>
  );
}
