// A training course.
import { z } from 'zod';
import { articleFields, text } from '../story-fields.schema';

const trainingItemContentSchema = z.object({
  component: z.literal('training_item'),
  ...articleFields,
  duration: text,
  level: text,
});

declare module '../story-content.schema' {
  interface StoryContents {
    training_item: z.output<typeof trainingItemContentSchema>;
  }
}

export default trainingItemContentSchema;
