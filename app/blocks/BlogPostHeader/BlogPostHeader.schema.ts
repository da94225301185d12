// The content of the blog post header (BlogPostHeader.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { formatDate } from '../../format/format';
import { flag, optional, optionalText, themeField } from '../shared/fields.schema';

/** A date the site can show (§9 format): '2026-01-13', '2026-01-13 08:00' or an ISO timestamp. */
const dateField = (label: string) =>
  optional(
    label,
    z.string().refine((value) => formatDate(value, 'en-US') !== '', 'not a date'),
    '',
  );

export const blogPostHeaderSchema = z.object({
  title: z.string().min(1),
  category: optionalText('category'),
  intro: optionalText('intro'),
  author: optionalText('author'),
  published: dateField('published'),
  updated: dateField('updated'),
  /** §9 noTime: read only the date part, so a late-evening time never moves the day. */
  no_time: flag('no_time'),
  image: optional('image', imageSchema, null),
  theme: themeField('grey'),
});
export type BlogPostHeaderContent = z.output<typeof blogPostHeaderSchema>;

export default blogPostHeaderSchema;
