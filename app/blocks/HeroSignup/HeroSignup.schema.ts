// TEMPORARY shim while the schema moves out of HeroSignup.tsx.
export { heroSignupSchema } from './HeroSignup';
