// TEMPORARY shim while the schema moves out of NewsletterSignup.tsx.
export { newsletterSignupSchema } from './NewsletterSignup';
