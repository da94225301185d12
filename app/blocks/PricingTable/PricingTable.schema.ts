// TEMPORARY shim while the schema moves out of PricingTable.tsx.
export { pricingTableSchema } from './PricingTable';
