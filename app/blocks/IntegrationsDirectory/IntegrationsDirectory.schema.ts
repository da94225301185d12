// TEMPORARY shim while the schema moves out of IntegrationsDirectory.tsx.
export { integrationsDirectorySchema } from './IntegrationsDirectory';
