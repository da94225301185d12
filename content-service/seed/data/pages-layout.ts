// Seed pages that use the layout blocks.
import type { PageDef } from '../lib/blocks';
import type { Region } from '../lib/locale';

export const layoutPages: ((r: Region) => PageDef)[] = [];
