// The content of the divider between sections (Divider.tsx renders it).
import { z } from 'zod';
import { flag, optional, themeField } from '../shared/fields.schema';
import { DIVIDER_SIZES } from './Divider.options';

export const dividerSchema = z.object({
  size: optional('size', z.enum(DIVIDER_SIZES), 'md'),
  with_line: flag('with_line'),
  /** The band's colour, to match the sections on either side (ignored inside a container). */
  theme: themeField('white'),
});
export type DividerContent = z.output<typeof dividerSchema>;

export default dividerSchema;
