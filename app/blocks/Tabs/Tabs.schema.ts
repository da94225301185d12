// TEMPORARY shim while the schema moves out of Tabs.tsx.
export { tabsSchema } from './Tabs';
