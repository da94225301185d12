// TEMPORARY shim while the schema moves out of MarketingForm.tsx.
export { marketingFormSchema } from './MarketingForm';
