// TEMPORARY shim while the schema moves out of Faq.tsx.
export { faqSchema } from './Faq';
