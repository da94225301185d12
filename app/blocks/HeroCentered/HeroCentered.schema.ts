// TEMPORARY shim while the schema moves out of HeroCentered.tsx.
export { heroCenteredSchema } from './HeroCentered';
