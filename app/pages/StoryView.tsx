// One story, shown by its component: pages render their blocks; every other component has its
// own page type (story-types/).
import { Blocks } from '../blocks/Blocks';
import { isTitleBlock } from '../blocks/shared/HeroHeading';
import type { Story } from '../content/stories.server';
import type { ImageRef } from '../media/image';
import type { SessionState } from '../live-training/session';
import type { Region } from '../regions/region';
import { BlogPostView } from './story-types/BlogPostView';
import { CustomerStoryView } from './story-types/CustomerStoryView';
import { ComplianceItemView, GlossaryTermView, InsightView } from './story-types/ReferenceViews';
import { LessonView, LiveTrainingView, TrainingItemView } from './story-types/TrainingViews';

interface StoryViewProps {
  story: Story;
  region: Region;
  /** A live-training page's session, as its loader found it. */
  liveSession?: SessionState | null;
}

export function StoryView({ story, region, liveSession = null }: StoryViewProps) {
  const content = story.content;
  switch (content.component) {
    case 'page': {
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
    case 'blog_post':
      return <BlogPostView story={{ ...story, content }} region={region} />;
    case 'glossary_term':
      return <GlossaryTermView story={{ ...story, content }} region={region} />;
    case 'training_item':
      return <TrainingItemView story={{ ...story, content }} region={region} />;
    case 'lesson':
      return <LessonView story={{ ...story, content }} region={region} />;
    case 'live_training':
      return <LiveTrainingView story={{ ...story, content }} region={region} liveSession={liveSession} />;
    case 'customer_story':
      return <CustomerStoryView story={{ ...story, content }} region={region} />;
    case 'insight':
      return <InsightView story={{ ...story, content }} region={region} />;
    case 'compliance_item':
      return <ComplianceItemView story={{ ...story, content }} region={region} />;
  }
}

export function storyTitle(story: Story): string {
  const content = story.content;
  switch (content.component) {
    case 'page':
      return content.seo_title || story.name;
    case 'glossary_term':
      return content.term || story.name;
    case 'customer_story':
      return content.headline || story.name;
    default:
      return content.title || story.name;
  }
}

export function storyDescription(story: Story): string {
  const content = story.content;
  switch (content.component) {
    case 'page':
      return content.seo_description;
    case 'blog_post':
      return content.seo_description || content.intro;
    case 'glossary_term':
      return content.short_definition;
    default:
      return content.summary;
  }
}

/** The picture that represents the page in link previews: the post's image, or the opening hero's. */
export function storyImage(story: Story): ImageRef | null {
  const content = story.content;
  switch (content.component) {
    case 'blog_post':
    case 'customer_story':
      return content.image ?? null;
    case 'page': {
      // The opening block's props are parsed already; an image field there is an ImageRef.
      const image = content.body[0]?.props?.image as Partial<ImageRef> | null | undefined;
      return image && typeof image.url === 'string' && typeof image.width === 'number'
        ? (image as ImageRef)
        : null;
    }
    default:
      return null;
  }
}
