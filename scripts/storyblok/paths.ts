// Where the Storyblok tooling reads and writes: the seed stories and the component definitions.
import { fileURLToPath } from 'node:url';

export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

/** The generated component definitions (`npm run content:schema`), beside the seed stories. */
export const COMPONENTS_FILE = fileURLToPath(new URL('../../content/components.json', import.meta.url));
