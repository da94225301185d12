// Every page of the requirements §2 table, under every region prefix. The navigation pipeline
// (app/navigation/pipeline.server.ts) has matched the URL against the route table and validated it;
// this route shows that row's view: one story, a list, or the 404 page.
import type { Route } from './+types/page';
import { handleFormPost } from '../forms/form-action.server';
import { revalidateAfterFormPost } from '../forms/form-revalidation';
import { serverActionOrNetworkFailure } from '../forms/network-failure';
import { navigationContext } from '../navigation/context';
import { pageHeaders } from '../navigation/headers';
import { guarded } from '../navigation/unhandled.server';
import { loadCollectionPage } from '../pages/collection-page.server';
import { CollectionPage, collectionPageMeta } from '../pages/CollectionPage';
import { notFoundPage } from '../pages/not-found-page.server';
import { loadStoryPage } from '../pages/story-page.server';
import { StoryPage, storyPageMeta } from '../pages/StoryPage';

export const loader = guarded(async (args: Route.LoaderArgs) => {
  const { match } = args.context.get(navigationContext);
  switch (match.route.view) {
    case 'story':
      return loadStoryPage(args);
    case 'collection':
      return loadCollectionPage(args);
    case 'not-found':
      return notFoundPage(args);
  }
});

/** Every form on the page posts here (app/forms/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args);
}

export const shouldRevalidate = revalidateAfterFormPost;

/** With JavaScript a post that cannot reach the server shows in its form (app/forms/network-failure.ts). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return serverActionOrNetworkFailure(request, serverAction);
}

export const headers = pageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return loaderData.view === 'story' ? storyPageMeta(loaderData) : collectionPageMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData.view === 'story' ? <StoryPage data={loaderData} /> : <CollectionPage data={loaderData} />;
}
