// TEMPORARY shim while the schema moves out of Video.tsx.
export { videoSchema } from './Video';
