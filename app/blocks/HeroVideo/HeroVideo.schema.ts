// TEMPORARY shim while the schema moves out of HeroVideo.tsx.
export { heroVideoSchema } from './HeroVideo';
