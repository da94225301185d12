// TEMPORARY shim while the schema moves out of HeaderNavigation.tsx.
export { headerNavigationSchema } from './HeaderNavigation';
