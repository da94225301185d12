// TEMPORARY shim while the schema moves out of AwardBadges.tsx.
export { awardBadgesSchema } from './AwardBadges';
