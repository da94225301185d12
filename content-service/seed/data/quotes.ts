// Customer quotes that more than one seed page uses, so each is written once.
import type { QuoteSpec } from '../lib/blocks';

export const RETAIL_QUOTES: Record<'us' | 'gb', QuoteSpec> = {
  us: {
    quote:
      'Building the schedule for 27 stores used to take our managers most of Thursday. It now takes under an hour, and the overtime alerts catch the mistakes we used to pay for.',
    author: 'Luis Carrillo',
    author_title: 'VP of Store Operations',
    company: 'Mesa Outfitters',
  },
  gb: {
    quote:
      'The rota used to be the job nobody wanted. Now our shop managers build two weeks at once and the rest-break warnings stop problems before they start.',
    author: 'Fiona MacLeod',
    author_title: 'Head of Retail Operations',
    company: 'Thistle & Thread',
  },
};
