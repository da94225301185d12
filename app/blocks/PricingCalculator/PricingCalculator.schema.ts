// TEMPORARY shim while the schema moves out of PricingCalculator.tsx.
export { pricingCalculatorSchema } from './PricingCalculator';
