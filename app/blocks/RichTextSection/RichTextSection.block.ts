import { defineBlock } from '../define-block';
import type { richTextSectionSchema } from './RichTextSection.schema';
import { RichTextSection } from './RichTextSection';

export default defineBlock<typeof richTextSectionSchema>({
  name: 'rich_text_section',
  core: true,
  component: RichTextSection,
});
