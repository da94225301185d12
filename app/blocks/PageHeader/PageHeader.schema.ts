// TEMPORARY shim while the schema moves out of PageHeader.tsx.
export { pageHeaderSchema } from './PageHeader';
