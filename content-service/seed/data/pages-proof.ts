// Seed pages that use the proof blocks.
import type { PageDef } from '../lib/blocks';
import type { Region } from '../lib/locale';

export const proofPages: ((r: Region) => PageDef)[] = [];
