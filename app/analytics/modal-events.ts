// Which analytics events a change of the modal stack means (§7): a modal that starts showing is a
// VIEW_OPENED, one that starts leaving a VIEW_CLOSED, each with the modal's name (its §3 target)
// and id; the video modal also sends 'video modal opened' / 'video modal closed' with its video.
// Pure, so it is tested without a browser; ./use-modal-analytics.ts runs it on every change.
import type { ModalEntry, ModalState } from '../modals/modal-state';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from './events';

export interface ModalAnalyticsEvent {
  event: AnalyticsEventName;
  properties: Record<string, unknown>;
}

function shown(entry: ModalEntry | undefined): boolean {
  return entry !== undefined && (entry.phase === 'enter' || entry.phase === 'open');
}

export function modalAnalyticsEvents(previous: ModalState, next: ModalState): ModalAnalyticsEvent[] {
  const before = new Map(previous.entries.map((entry) => [entry.key, entry]));
  const events: ModalAnalyticsEvent[] = [];
  for (const entry of next.entries) {
    const was = before.get(entry.key);
    const view = { name: entry.target, id: entry.id };
    const video = entry.video ? { title: entry.video.title, src: entry.video.src } : null;
    if (shown(entry) && !shown(was)) {
      events.push({ event: ANALYTICS_EVENTS.VIEW_OPENED, properties: view });
      if (video) events.push({ event: ANALYTICS_EVENTS.VIDEO_MODAL_OPENED, properties: video });
    } else if (entry.phase === 'leave' && shown(was)) {
      const closedBy = entry.closedBy ?? 'program';
      events.push({ event: ANALYTICS_EVENTS.VIEW_CLOSED, properties: { ...view, closedBy } });
      if (video)
        events.push({ event: ANALYTICS_EVENTS.VIDEO_MODAL_CLOSED, properties: { ...video, closedBy } });
    }
  }
  // A shown modal removed without a leave phase (its opener unmounted) was closed too.
  const remaining = new Set(next.entries.map((entry) => entry.key));
  for (const entry of previous.entries) {
    if (remaining.has(entry.key) || !shown(entry)) continue;
    events.push({
      event: ANALYTICS_EVENTS.VIEW_CLOSED,
      properties: { name: entry.target, id: entry.id, closedBy: 'program' },
    });
    if (entry.video) {
      events.push({
        event: ANALYTICS_EVENTS.VIDEO_MODAL_CLOSED,
        properties: { title: entry.video.title, src: entry.video.src, closedBy: 'program' },
      });
    }
  }
  return events;
}
