// TEMPORARY shim while the schema moves out of Modal.tsx.
export { modalSchema } from './Modal';
