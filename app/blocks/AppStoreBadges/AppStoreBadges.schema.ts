// TEMPORARY shim while the schema moves out of AppStoreBadges.tsx.
export { appStoreBadgesSchema } from './AppStoreBadges';
