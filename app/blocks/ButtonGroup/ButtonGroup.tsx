// A row of buttons on its own: between two sections, or inside a container after its text. Each
// button has the §5 types (filled, outline, text, underline, icon) and sizes (sm, md, lg).
import { z } from 'zod';
import { usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { buttonSchema } from '../shared/Button.schema';
import { items, optional } from '../shared/fields.schema';
import { themeClass } from '../shared/theme';
import { themeField } from '../shared/fields.schema';
import './ButtonGroup.css';

export const BUTTON_GROUP_ALIGNMENTS = ['left', 'center'] as const;

export const buttonGroupSchema = z.object({
  buttons: items('buttons', buttonSchema),
  alignment: optional('alignment', z.enum(BUTTON_GROUP_ALIGNMENTS), 'left'),
  /** The band's theme when the group stands between sections (a container's children use its theme). */
  theme: themeField('white'),
});

export function ButtonGroup({ buttons, alignment, theme }: z.output<typeof buttonGroupSchema> & BlockProps) {
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
