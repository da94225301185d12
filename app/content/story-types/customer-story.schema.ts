// A customer story: the company, its quote and its results.
import { z } from 'zod';
import { registerItem, withHint } from '../../blocks/shared/storyblok-hints';
import { richTextSchema } from '../../rich-text/rich-text.schema';
import { optionalImage, text } from '../story-fields.schema';

/** One figure of the results: a `result` item editors add to the list. */
const resultSchema = z.object({ metric: text, label: text });
registerItem('result', resultSchema);

const customerStoryContentSchema = z.object({
  component: z.literal('customer_story'),
  company: text,
  headline: text,
  industry: text,
  location: text,
  employees: z.union([z.string(), z.number()]).transform(String).catch(''),
  summary: text,
  body: richTextSchema,
  quote: z.union([z.string(), richTextSchema]).catch(''),
  quote_author: text,
  quote_author_title: text,
  results: withHint(z.array(resultSchema).catch([]), { type: 'bloks', components: ['result'] }),
  logo: optionalImage,
  image: optionalImage,
});

declare module '../story-content.schema' {
  interface StoryContents {
    customer_story: z.output<typeof customerStoryContentSchema>;
  }
}

export default customerStoryContentSchema;
