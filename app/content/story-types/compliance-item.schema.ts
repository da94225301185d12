// A compliance hub entry: a rule, where it applies and when it last changed.
import { z } from 'zod';
import { articleFields, text } from '../story-fields.schema';

const complianceItemContentSchema = z.object({
  component: z.literal('compliance_item'),
  ...articleFields,
  jurisdiction: text,
  updated: text,
});

declare module '../story-content.schema' {
  interface StoryContents {
    compliance_item: z.output<typeof complianceItemContentSchema>;
  }
}

export default complianceItemContentSchema;
