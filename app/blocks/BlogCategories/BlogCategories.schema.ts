// TEMPORARY shim while the schema moves out of BlogCategories.tsx.
export { blogCategoriesSchema } from './BlogCategories';
