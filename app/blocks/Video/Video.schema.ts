// The content of the video block (Video.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { link, optional, optionalText, themeField } from '../shared/fields.schema';

export const videoSchema = z.object({
  title: optionalText('title'),
  intro: optionalText('intro'),
  poster: optional('poster', imageSchema, null),
  /** Without a playable, safe address the block has nothing to show. */
  video_url: link.refine((href) => href !== '', 'a video needs a safe http(s) address'),
  caption: optionalText('caption'),
  theme: themeField('white'),
});
export type VideoContent = z.output<typeof videoSchema>;

export default videoSchema;
