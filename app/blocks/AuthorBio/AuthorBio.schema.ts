// The content of the author bio (AuthorBio.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { link, optional, optionalText, themeField } from '../shared/fields.schema';

export const authorBioSchema = z.object({
  name: z.string().min(1),
  role: optionalText('role'),
  avatar: optional('avatar', imageSchema, null),
  /** Plain text; a blank line starts a new paragraph. */
  bio: optionalText('bio'),
  eyebrow: optional('eyebrow', z.string(), 'About the author'),
  link,
  link_text: optionalText('link_text'),
  theme: themeField('grey'),
});
export type AuthorBioContent = z.output<typeof authorBioSchema>;

export default authorBioSchema;
