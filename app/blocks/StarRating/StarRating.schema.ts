// TEMPORARY shim while the schema moves out of StarRating.tsx.
export { starRatingSchema } from './StarRating';
