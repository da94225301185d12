// A row of buttons on its own: between two sections, or inside a container after its text. Each
// button has the §5 types (filled, outline, text, underline, icon) and sizes (sm, md, lg).
import { usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { themeClass } from '../shared/theme';
import type { ButtonGroupContent } from './ButtonGroup.schema';

export function ButtonGroup({ buttons, alignment, theme }: ButtonGroupContent & BlockProps) {
  const { depth } = usePlacement();
  if (!buttons.some((button) => button.text && button.link)) return null;
  const group = (
    <div className={`button-group button-group--${alignment}`}>
      <ButtonRow buttons={buttons} />
    </div>
  );
  if (depth > 0) return group;
  return (
    <div className={`button-group-band ${themeClass(theme)}`}>
      <div className="container">{group}</div>
    </div>
  );
}
