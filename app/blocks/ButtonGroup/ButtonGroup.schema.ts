// The content of a button group (ButtonGroup.tsx renders it).
import { z } from 'zod';
import { buttonSchema } from '../shared/Button.schema';
import { items, optional, themeField } from '../shared/fields.schema';
import { BUTTON_GROUP_ALIGNMENTS } from './ButtonGroup.options';

export const buttonGroupSchema = z.object({
  buttons: items('buttons', buttonSchema, 'button'),
  alignment: optional('alignment', z.enum(BUTTON_GROUP_ALIGNMENTS), 'left'),
  /** The band's theme when the group stands between sections (a container's children use its theme). */
  theme: themeField('white'),
});
export type ButtonGroupContent = z.output<typeof buttonGroupSchema>;

export default buttonGroupSchema;
