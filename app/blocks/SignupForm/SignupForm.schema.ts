// TEMPORARY shim while the schema moves out of SignupForm.tsx.
export { signupFormSchema } from './SignupForm';
