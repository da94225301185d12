// What the customer story blocks show of a story, and which stories a region may show. Shared by
// the blocks and their server loaders (customer-story.server.ts and the blocks' .data.server.ts files), so it stays free of
// server code. How content names a story (the `story` field) is in customer-story.schema.ts.
import type { ImageRef } from '../../media/image';
import type { Region } from '../../regions/region';

/** The few fields of a customer story a card shows (serialised into the page, so kept small). */
export interface CustomerStorySummary {
  company: string;
  headline: string;
  industry: string;
  /** Only the single-story card shows the summary; grids leave it out. */
  summary?: string;
  /** The story's first result, e.g. { value: '74%', label: 'fewer meal break premiums' }. */
  metric: { value: string; label: string } | null;
  /** The site path of the story, with the region prefix: /gb/customers/quayside-hotels. */
  path: string;
  image: ImageRef | null;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** Only a story directly inside the current region's customers folder may be shown. */
export function isCustomerStoryIn(region: Region, fullSlug: string): boolean {
  const prefix = `${region}/customers/`;
  return fullSlug.startsWith(prefix) && SLUG.test(fullSlug.slice(prefix.length));
}
