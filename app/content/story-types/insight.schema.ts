// An insight article.
import { z } from 'zod';
import { articleFields, optionalImage, text } from '../story-fields.schema';

const insightContentSchema = z.object({
  component: z.literal('insight'),
  ...articleFields,
  date: text,
  category: text,
  image: optionalImage,
});

declare module '../story-content.schema' {
  interface StoryContents {
    insight: z.output<typeof insightContentSchema>;
  }
}

export default insightContentSchema;
