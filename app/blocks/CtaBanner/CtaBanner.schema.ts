// TEMPORARY shim while the schema moves out of CtaBanner.tsx.
export { ctaBannerSchema } from './CtaBanner';
