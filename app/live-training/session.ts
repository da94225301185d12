// A live-training session as registration sees it: its start and end as instants, and whether it
// is still open. Content gives the start as wall-clock time in the session's zone ("2026-12-08
// 11:00") and the length as text ("60 minutes"); both are read here, in the browser and the server.
import { REGION_TIME_ZONES, sessionTime } from '../format/session-time';
import type { Region } from '../regions/region';

export type SessionStatus = 'upcoming' | 'under-way' | 'ended';

/** The id of a session page's registration band: the fragment its calls to action link to. */
export const REGISTRATION_ANCHOR = 'register';

export interface LiveSession {
  /** The story's uuid: what the registration form posts. */
  id: string;
  title: string;
  /** ISO instants. The end is the start when the length cannot be read. */
  startsAt: string;
  endsAt: string;
  /** The IANA zone the session is held in (its own, else its region's). */
  timeZone: string;
}

/** The fields of a live_training story that make a session. */
export interface LiveTrainingFields {
  uuid: string;
  name: string;
  content: { title: string; starts_at: string; time_zone: string; duration: string };
}

/** Minutes in a length as editors write it: "60 minutes", "45 mins", "1 hour", "1 hour 30 minutes". */
export function durationMinutes(text: string): number | null {
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b/i.exec(text);
  const minutes = /(\d+)\s*(?:minutes?|mins?)\b/i.exec(text);
  if (!hours && !minutes) return null;
  return Math.round((hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
}

/** The session a story describes; null when its start cannot be read (it cannot take registrations). */
export function liveSessionOf(story: LiveTrainingFields, region: Region): LiveSession | null {
  const timeZone = story.content.time_zone || REGION_TIME_ZONES[region];
  const start = sessionTime(story.content.starts_at, timeZone, 'en-US');
  if (!start) return null;
  const minutes = durationMinutes(story.content.duration) ?? 0;
  return {
    id: story.uuid,
    title: story.content.title || story.name,
    startsAt: start.iso,
    endsAt: new Date(Date.parse(start.iso) + minutes * 60_000).toISOString(),
    timeZone,
  };
}

/** Registration is open until the session starts. */
export function sessionStatus(session: Pick<LiveSession, 'startsAt' | 'endsAt'>, now: Date): SessionStatus {
  const at = now.getTime();
  if (at < Date.parse(session.startsAt)) return 'upcoming';
  return at < Date.parse(session.endsAt) ? 'under-way' : 'ended';
}

/** A live-training page's session and where it stood when the page was rendered (on the server). */
export interface SessionState {
  session: LiveSession;
  status: SessionStatus;
}

export function sessionStateOf(story: LiveTrainingFields, region: Region, now: Date): SessionState | null {
  const session = liveSessionOf(story, region);
  return session ? { session, status: sessionStatus(session, now) } : null;
}
