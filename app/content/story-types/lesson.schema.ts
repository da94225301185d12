// A training lesson.
import { z } from 'zod';
import { articleFields, text } from '../story-fields.schema';

const lessonContentSchema = z.object({
  component: z.literal('lesson'),
  ...articleFields,
  duration: text,
});

declare module '../story-content.schema' {
  interface StoryContents {
    lesson: z.output<typeof lessonContentSchema>;
  }
}

export default lessonContentSchema;
