// Training pages: a course (training item), a lesson, and a live training session with its date and
// time in the session's time zone and a registration call to action.
import type { ContentOf } from '../../content/story-content.schema';
import type { Story } from '../../content/stories.server';
import { regionPath, REGION_LOCALES, type Region } from '../../regions/region';
import { ArticleView } from '../ArticleView';
import { REGION_TIME_ZONES, sessionTime } from '../session-time';
import { trail } from './trail';

type Props<C extends 'training_item' | 'lesson' | 'live_training'> = {
  story: Story<ContentOf<C>>;
  region: Region;
};

export function TrainingItemView({ story, region }: Props<'training_item'>) {
  const content = story.content;
  const title = content.title || story.name;
  return (
    <ArticleView
      variant="training"
      breadcrumbs={trail(region, regionPath(region, `/training/${story.slug}`), title, [
        'Training',
        '/training',
      ])}
      eyebrow="Training course"
      eyebrowHref={regionPath(region, '/training')}
      title={title}
      intro={content.summary}
      meta={[content.level && `Level: ${content.level}`, content.duration && `Duration: ${content.duration}`]}
      body={content.body}
    />
  );
}

export function LessonView({ story, region }: Props<'lesson'>) {
  const content = story.content;
  const title = content.title || story.name;
  return (
    <ArticleView
      variant="lesson"
      breadcrumbs={trail(region, regionPath(region, `/training/lessons/${story.slug}`), title, [
        'Training',
        '/training',
      ])}
      eyebrow="Lesson"
      eyebrowHref={regionPath(region, '/training')}
      title={title}
      intro={content.summary}
      meta={[content.duration && `${content.duration} lesson`]}
      body={content.body}
    />
  );
}

export function LiveTrainingView({ story, region }: Props<'live_training'>) {
  const content = story.content;
  const title = content.title || story.name;
  const zone = content.time_zone || REGION_TIME_ZONES[region];
  const when = sessionTime(content.starts_at, zone, REGION_LOCALES[region]);
  const register = content.registration_link || regionPath(region, '/contact-sales');
  return (
    <ArticleView
      variant="live-training"
      breadcrumbs={trail(region, regionPath(region, `/training/live-training/${story.slug}`), title, [
        'Training',
        '/training',
      ])}
      eyebrow="Live training"
      eyebrowHref={regionPath(region, '/training')}
      title={title}
      intro={content.summary}
      meta={[content.host && `Hosted by ${content.host}`]}
      body={content.body}
      sidebar={
        <div className="session-card">
          <h2 className="session-card__title">Session details</h2>
          <dl>
            {when ? (
              <>
                <dt>Date</dt>
                <dd>
                  <time dateTime={when.iso}>{when.date}</time>
                </dd>
                <dt>Time</dt>
                <dd>{when.time}</dd>
                <dt>Time zone</dt>
                <dd>{when.zone.replace(/_/g, ' ')}</dd>
              </>
            ) : null}
            {content.duration ? (
              <>
                <dt>Duration</dt>
                <dd>{content.duration}</dd>
              </>
            ) : null}
          </dl>
          <a className="button button--filled button--md session-card__cta" href={register}>
            {content.registration_text || 'Register for this session'}
          </a>
        </div>
      }
    />
  );
}
