// The content of alternating media-and-text rows (AlternatingMediaText.tsx renders it).
import { z } from 'zod';
import { IMAGE_POSITIONS } from '../MediaText/MediaText.options';
import { mediaTextRowFields } from '../MediaText/MediaText.schema';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';

const rowSchema = z.object({ _uid: z.string().catch(''), ...mediaTextRowFields });

export const alternatingMediaTextSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  rows: items('rows', rowSchema, 'media_text_row'),
  /** Where the first row's image goes; every following row swaps. */
  first_image_position: optional('first_image_position', z.enum(IMAGE_POSITIONS), 'right'),
  theme: themeField('white'),
});
export type AlternatingMediaTextContent = z.output<typeof alternatingMediaTextSchema>;

export default alternatingMediaTextSchema;
