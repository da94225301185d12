// Upcoming live training sessions of the region: date and time in the session's own time zone,
// host, length and a "Register" link to the registration form on the session's page. Sessions
// that have started are left out rather than labelled "Recording available": the content does
// not say whether a recording exists. The sessions are loaded and their times formatted on the
// server, so the page and its hydration show the same text.
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { EmptyList, TeaserCard, TeaserGrid } from '../BlogList/TeaserCard';
import { Duration } from '../TrainingList/TrainingList';
import { Section } from '../shared/Section';
import type { LiveTrainingListContent } from './LiveTrainingList.schema';

export interface SessionTeaser {
  href: string;
  /** Where "Register" leads: the form on the session's page, or the content's own link. */
  registerHref: string;
  title: string;
  summary: string;
  host: string;
  duration: string;
  /** The start as an ISO instant, for <time datetime>. */
  startsAt: string;
  /** The start in the session's zone: 'Tuesday, December 8, 2026' and '11:00 AM EST'. */
  date: string;
  time: string;
  timeZone: string;
}

export interface LiveTrainingListData {
  sessions: SessionTeaser[];
}

export function LiveTrainingList({
  uid,
  headline,
  intro,
  count,
  register_text,
  theme,
}: LiveTrainingListContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<LiveTrainingListData>(uid);
  if (!site) return null;
  const sessions = (data?.sessions ?? []).slice(0, count);
  return (
    <Section theme={theme} headline={headline} intro={intro} editable={editable}>
      {sessions.length > 0 ? (
        <TeaserGrid>
          {sessions.map((session) => (
            <TeaserCard
              key={session.href}
              href={session.href}
              title={session.title}
              eyebrow="Live webinar"
              text={session.summary}
              meta={[
                <time key="start" dateTime={session.startsAt}>
                  {session.date}, {session.time}
                </time>,
                session.duration ? <Duration value={session.duration} /> : null,
                session.host ? `Hosted by ${session.host}` : null,
              ]}
              action={
                <a className="button button--filled button--sm" href={session.registerHref}>
                  <span>{register_text}</span>
                  <span className="visually-hidden"> for {session.title}</span>
                </a>
              }
            />
          ))}
        </TeaserGrid>
      ) : (
        <EmptyList>
          No live sessions are scheduled right now.{' '}
          <a href={regionPath(site.region, '/training')}>Browse on-demand training</a>
        </EmptyList>
      )}
    </Section>
  );
}
