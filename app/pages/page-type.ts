// A story page type's one definition: `story-types/<name>.page-type.tsx` default-exports
// `definePageType({...})`, and page-types.ts finds it by that file name. It names the story
// component it shows, the routes that show it (and where their story sits in the region folder),
// the list its breadcrumb trail passes through, its view, and its title, description and image.
// The content schema of the type is in app/content/story-content.schema.ts, where the content door
// validates every story; the route paths are in app/navigation/route-table.ts, in match order.
import type { ComponentType } from 'react';
import type { Story } from '../content/stories.server';
import type { ContentOf, StoryComponent } from '../content/story-content.schema';
import type { SessionState } from '../live-training/session';
import type { ImageRef } from '../media/image';
import type { RouteKind, RouteParams } from '../navigation/route-table';
import type { Region } from '../regions/region';
import type { Crumb } from './Breadcrumbs';

export interface PageTypeViewProps<C extends StoryComponent> {
  story: Story<ContentOf<C>>;
  region: Region;
  /** A live-training page's session, as its loader found it. */
  liveSession: SessionState | null;
  /** The trail to this page (Home, its list, the page), the last crumb named `name`. */
  breadcrumbs: (name: string) => Crumb[];
}

export interface PageTypeDefinition<C extends StoryComponent> {
  component: C;
  /** Each route that shows this type, with the slug of its story inside the region's folder. */
  routes: Partial<Record<RouteKind, (params: RouteParams) => string>>;
  /** The list between Home and the page in its breadcrumb trail: its name and path. */
  list?: readonly [name: string, path: string];
  View: ComponentType<PageTypeViewProps<C>>;
  /** The page's title (the <title> before the brand, the breadcrumb, structured data). */
  title: (story: Story<ContentOf<C>>) => string;
  description: (story: Story<ContentOf<C>>) => string;
  /** The picture that represents the page in link previews. */
  image?: (story: Story<ContentOf<C>>) => ImageRef | null;
}

/** A definition as the registry holds it: looked up by a story's component, any story's type. */
export type PageType = PageTypeDefinition<StoryComponent>;

export function definePageType<C extends StoryComponent>(definition: PageTypeDefinition<C>): PageType {
  return definition as unknown as PageType;
}
