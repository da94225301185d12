// Imported first by main.tsx, before any schema is built: zod compiles object parsers with
// `new Function` unless told not to, and the editor's CSP (no 'unsafe-eval') reports even the probe
// it makes as a violation. The site's schemas parse a block in well under a millisecond without it.
import { z } from 'zod';

z.config({ jitless: true });
