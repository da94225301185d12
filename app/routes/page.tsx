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
import { loadStoryPage, storyPageDataOf } from '../pages/story-page.server';
import { StoryPage, storyPageMeta } from '../pages/StoryPage';
import { isPreviewInput, previewInput } from '../preview/preview-input.server';
import { PreviewNotice } from '../preview/PreviewNotice';
import { useLivePreview } from '../preview/use-live-preview';
import { usePreview } from '../preview/use-preview';

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

/**
 * Every form on the page posts here (app/forms/form-action.server.ts); in an editor's preview, so
 * does the bridge's edited story (app/preview/preview-input.server.ts).
 */
export function action(args: Route.ActionArgs) {
  if (isPreviewInput(args.request)) {
    const isStoryPage = args.context.get(navigationContext).match.route.view === 'story';
    return previewInput(args, isStoryPage ? (story) => storyPageDataOf(story, args) : null);
  }
  return handleFormPost(args);
}

export function shouldRevalidate(args: Parameters<typeof revalidateAfterFormPost>[0]) {
  // The edited story's data is the answer itself; the stored draft would undo the edit.
  if (args.formEncType === 'application/json') return false;
  return revalidateAfterFormPost(args);
}

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
  const preview = usePreview();
  const live = useLivePreview(loaderData, loaderData.view === 'story' ? loaderData.story.id : null, preview);
  const data = live.page;
  return (
    <>
      {preview && <PreviewNotice problem={live.error ?? live.bridgeError} />}
      {data.view === 'story' ? <StoryPage data={data} /> : <CollectionPage data={data} />}
    </>
  );
}
