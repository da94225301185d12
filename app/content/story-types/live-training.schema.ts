// A live training session: when and where it is held, and how to register.
import { z } from 'zod';
import { withHint } from '../../blocks/shared/storyblok-hints';
import { hrefOf } from '../links';
import { articleFields, text } from '../story-fields.schema';

/** IANA time zone names the runtime knows; anything else falls back to the region's zone later. */
const timeZone = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  })
  .catch('');

const liveTrainingContentSchema = z.object({
  component: z.literal('live_training'),
  ...articleFields,
  starts_at: text,
  /** IANA zone the session is held in; the date and time are shown there. */
  time_zone: timeZone,
  duration: text,
  host: text,
  registration_text: text,
  registration_link: withHint(
    z
      .unknown()
      .optional()
      .transform((value) => hrefOf(value)),
    { type: 'multilink' },
  ),
});

declare module '../story-content.schema' {
  interface StoryContents {
    live_training: z.output<typeof liveTrainingContentSchema>;
  }
}

export default liveTrainingContentSchema;
