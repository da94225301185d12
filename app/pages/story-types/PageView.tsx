// A page: its blocks, under an h1 of its own when the first block does not bring one.
import { Blocks } from '../../blocks/Blocks';
import { isTitleBlock } from '../../blocks/shared/HeroHeading';
import type { PageTypeViewProps } from '../page-type';

export function PageView({ story }: PageTypeViewProps<'page'>) {
  const content = story.content;
  const opensWithTitle = isTitleBlock(content.body[0]?.component);
  return (
    <>
      {/* Every page has one h1: the opening hero's headline, or the story's name. */}
      {opensWithTitle ? null : (
        <div className="container page-title">
          <h1>{content.seo_title || story.name}</h1>
        </div>
      )}
      <Blocks blocks={content.body} />
    </>
  );
}
