// TEMPORARY shim while the schema moves out of FooterNavigation.tsx.
export { footerNavigationSchema } from './FooterNavigation';
