// The content of the image-and-copy block and of its rows (MediaText.tsx renders them).
import { z } from 'zod';
import { richTextSchema } from '../../rich-text/rich-text.schema';
import { imageSchema } from '../../media/image.schema';
import { checkItemSchema } from '../Checklist/Checklist.schema';
import { buttonSchema } from '../shared/Button.schema';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';
import { IMAGE_POSITIONS } from './MediaText.options';

/** The fields of one image-and-copy row (alternating_media_text rows have the same ones). */
export const mediaTextRowFields = {
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  text: richTextSchema,
  bullets: items('bullets', checkItemSchema, 'checklist_item'),
  buttons: items('buttons', buttonSchema, 'button'),
  image: optional('image', imageSchema, null),
};

export const mediaTextSchema = z.object({
  ...mediaTextRowFields,
  image_position: optional('image_position', z.enum(IMAGE_POSITIONS), 'right'),
  theme: themeField('white'),
});
export type MediaTextContent = z.output<typeof mediaTextSchema>;

export default mediaTextSchema;
