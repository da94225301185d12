// Seed pages that use the product blocks (pricing, integrations, compliance, form places).
import type { PageDef } from '../lib/blocks';
import type { Region } from '../lib/locale';

export const productPages: ((r: Region) => PageDef)[] = [];
