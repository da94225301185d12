// Training pages: a course (training item), a lesson, and a live training session with its date and
// time in the session's time zone, and its registration: a form on the page while it is upcoming
// (app/live-training), a link when the content names another place, a note once it has started.
import { regionPath, REGION_LOCALES } from '../../regions/region';
import { ArticleView } from '../ArticleView';
import { RegistrationSection } from '../../live-training/RegistrationSection';
import { REGISTRATION_ANCHOR } from '../../live-training/session';
import { REGION_TIME_ZONES, sessionTime } from '../../format/session-time';
import type { PageTypeViewProps } from '../page-type';

export function TrainingItemView({ story, region, breadcrumbs }: PageTypeViewProps<'training_item'>) {
  const content = story.content;
  const title = content.title || story.name;
  return (
    <ArticleView
      variant="training"
      breadcrumbs={breadcrumbs(title)}
      eyebrow="Training course"
      eyebrowHref={regionPath(region, '/training')}
      title={title}
      intro={content.summary}
      meta={[content.level && `Level: ${content.level}`, content.duration && `Duration: ${content.duration}`]}
      body={content.body}
    />
  );
}

export function LessonView({ story, region, breadcrumbs }: PageTypeViewProps<'lesson'>) {
  const content = story.content;
  const title = content.title || story.name;
  return (
    <ArticleView
      variant="lesson"
      breadcrumbs={breadcrumbs(title)}
      eyebrow="Lesson"
      eyebrowHref={regionPath(region, '/training')}
      title={title}
      intro={content.summary}
      meta={[content.duration && `${content.duration} lesson`]}
      body={content.body}
    />
  );
}

export function LiveTrainingView({
  story,
  region,
  liveSession,
  breadcrumbs,
}: PageTypeViewProps<'live_training'>) {
  const content = story.content;
  const title = content.title || story.name;
  const zone = content.time_zone || REGION_TIME_ZONES[region];
  const when = sessionTime(content.starts_at, zone, REGION_LOCALES[region]);
  const registerText = content.registration_text || 'Register for this session';
  // A session registers on its own page unless the content links elsewhere (a partner's webinar).
  const external = content.registration_link;
  const open = liveSession?.status === 'upcoming';
  const onPage = open && !external && when !== null;
  return (
    <ArticleView
      variant="live-training"
      breadcrumbs={breadcrumbs(title)}
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
          {liveSession && !open ? (
            <p className="session-card__closed">
              {liveSession.status === 'ended'
                ? 'This session has ended.'
                : 'This session has started, so registration has closed.'}
            </p>
          ) : (
            <a
              className="button button--filled button--md session-card__cta"
              href={onPage ? `#${REGISTRATION_ANCHOR}` : external || regionPath(region, '/contact-sales')}
            >
              {registerText}
            </a>
          )}
        </div>
      }
      after={
        onPage && liveSession && when ? (
          <RegistrationSection
            session={liveSession.session}
            region={region}
            headline={registerText}
            when={`${when.date}, ${when.time}`}
          />
        ) : null
      }
    />
  );
}
