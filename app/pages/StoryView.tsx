// One story, shown by its page type (page-type.ts): a page renders its blocks, every other story
// component has a view of its own in story-types/.
import type { Story } from '../content/stories.server';
import type { ImageRef } from '../media/image';
import type { SessionState } from '../live-training/session';
import type { Region } from '../regions/region';
import { crumbsFor, pageTypeOf } from './page-types';

interface StoryViewProps {
  story: Story;
  region: Region;
  /** A live-training page's session, as its loader found it. */
  liveSession?: SessionState | null;
}

export function StoryView({ story, region, liveSession = null }: StoryViewProps) {
  const { View } = pageTypeOf(story);
  return (
    <View
      story={story}
      region={region}
      liveSession={liveSession}
      breadcrumbs={(name) => crumbsFor(story, region, name)}
    />
  );
}

export function storyTitle(story: Story): string {
  return pageTypeOf(story).title(story);
}

export function storyDescription(story: Story): string {
  return pageTypeOf(story).description(story);
}

/** The picture that represents the page in link previews, if its type has one. */
export function storyImage(story: Story): ImageRef | null {
  return pageTypeOf(story).image?.(story) ?? null;
}
