// Seed pages that use the collections blocks.
import type { PageDef } from '../lib/blocks';
import type { Region } from '../lib/locale';

export const collectionsPages: ((r: Region) => PageDef)[] = [];
