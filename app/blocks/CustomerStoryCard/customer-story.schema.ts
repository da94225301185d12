// How content names a customer story (the `story` field of the customer story card).
import { z } from 'zod';
import { withHint } from '../shared/storyblok-hints';
import { optional } from '../shared/fields.schema';

const storyMultilink = z
  .object({
    linktype: z.literal('story'),
    cached_url: z.string().nullish(),
    story: z.object({ full_slug: z.string().nullish() }).nullish(),
  })
  .transform((value) => value.story?.full_slug || value.cached_url || '');

/** The `story` field: a full_slug ('us/customers/bayview-suites-hotel') or a story multilink. */
export const storyReferenceField = withHint(
  optional(
    'story',
    z.union([z.string(), storyMultilink]).transform((slug) => slug.trim().replace(/^\/+|\/+$/g, '')),
    '',
  ),
  { type: 'multilink', content_types: ['customer_story'] },
);
