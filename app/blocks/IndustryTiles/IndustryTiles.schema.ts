// TEMPORARY shim while the schema moves out of IndustryTiles.tsx.
export { industryTilesSchema } from './IndustryTiles';
