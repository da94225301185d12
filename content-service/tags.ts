// The tags endpoint (`cdn/tags`): every tag of the stories a reader sees, with how many of those
// stories carry it. `starts_with` narrows the stories counted (by full_slug), not the tag names.
// The CDN neither pages tags nor sends paging headers.
import type { Story } from './types';

export interface TagCount {
  name: string;
  taggings_count: number;
}

/** `stories` are the version views the reader may see; a tag listed twice on a story counts once. */
export function countTags(stories: readonly Story[], startsWith: string | undefined): TagCount[] {
  const counts = new Map<string, number>();
  for (const story of stories) {
    if (startsWith !== undefined && !story.full_slug.startsWith(startsWith)) continue;
    const tags = Array.isArray(story.tag_list) ? story.tag_list : [];
    for (const tag of new Set(tags)) {
      if (typeof tag !== 'string' || tag === '') continue;
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([name, taggings_count]) => ({ name, taggings_count }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.name < b.name ? -1 : 1));
}
