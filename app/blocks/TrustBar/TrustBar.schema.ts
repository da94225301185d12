// TEMPORARY shim while the schema moves out of TrustBar.tsx.
export { trustBarSchema } from './TrustBar';
