// A glossary term: shown on the glossary page, it has no page of its own.
import { z } from 'zod';
import { richTextSchema } from '../../rich-text/rich-text.schema';
import { text } from '../story-fields.schema';

const glossaryTermContentSchema = z.object({
  component: z.literal('glossary_term'),
  term: text,
  short_definition: text,
  definition: richTextSchema,
});

declare module '../story-content.schema' {
  interface StoryContents {
    glossary_term: z.output<typeof glossaryTermContentSchema>;
  }
}

export default glossaryTermContentSchema;
