// TEMPORARY shim while the schema moves out of ReviewBadges.tsx.
export { reviewBadgesSchema } from './ReviewBadges';
