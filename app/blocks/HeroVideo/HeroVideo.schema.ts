// The content of the video hero (HeroVideo.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { buttonSchema } from '../shared/Button.schema';
import { items, link, optional, optionalText, themeField } from '../shared/fields.schema';

export const heroVideoSchema = z.object({
  headline: z.string().min(1),
  eyebrow: optionalText('eyebrow'),
  subheadline: optionalText('subheadline'),
  buttons: items('buttons', buttonSchema, 'button'),
  poster: optional('poster', imageSchema, null),
  video_url: link,
  /** The play button's text, e.g. "Watch the 2-minute tour". */
  play_label: optional('play_label', z.string().trim().min(1), 'Watch the video'),
  theme: themeField('purple-light'),
});
export type HeroVideoContent = z.output<typeof heroVideoSchema>;

export default heroVideoSchema;
