// TEMPORARY shim while the schema moves out of IntegrationLogos.tsx.
export { integrationLogosSchema } from './IntegrationLogos';
