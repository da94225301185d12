import { Blocks } from '../../blocks/Blocks';
import { isTitleBlock } from '../../blocks/shared/HeroHeading';
import type { Story } from '../../content/stories.server';
import type { ContentOf } from '../../content/story-content.schema';

/** The landing story's blocks, or a plain heading when the folder has no landing story. */
export function CollectionHeader({
  landing,
  fallbackTitle,
}: {
  landing: Story<ContentOf<'page'>> | null;
  fallbackTitle: string;
}) {
  const startsWithHero = isTitleBlock(landing?.content.body[0]?.component);
  return (
    <>
      {startsWithHero ? null : (
        <div className="container page-title">
          <h1>{landing?.content.seo_title || fallbackTitle}</h1>
        </div>
      )}
      {landing ? <Blocks blocks={landing.content.body} /> : null}
    </>
  );
}
