// TEMPORARY shim while the schema moves out of RichTextSection.tsx.
export { richTextSectionSchema } from './RichTextSection';
