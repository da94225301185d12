// TEMPORARY shim while the schema moves out of Consultation.tsx.
export { consultationSchema } from './Consultation';
