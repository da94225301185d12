// TEMPORARY shim while the schema moves out of LogoWall.tsx.
export { logoWallSchema } from './LogoWall';
