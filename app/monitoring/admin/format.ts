// How the viewer writes times, durations and vitals.
import type { VitalRating, WebVitalName } from '../monitoring-events';

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '–';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1_000)} s`;
}

/** CLS is a unitless score; the other vitals are milliseconds. */
export function formatVital(name: WebVitalName, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return name === 'CLS' ? formatScore(value) : formatDuration(value);
}

/** A layout shift score; a shift too small for three decimals still shows as one. */
function formatScore(value: number): string {
  return value > 0 && value < 0.0005 ? '< 0.001' : value.toFixed(3);
}

const RATING_LABELS: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};

export function ratingLabel(rating: VitalRating | null): string {
  return rating ? RATING_LABELS[rating] : 'not rated';
}

type AttributionKind = 'ms' | 'score' | 'text' | 'element';

/** Per metric, the attribution fields shown, in order, with their label and how to write them. */
const ATTRIBUTION_FIELDS: Record<WebVitalName, [key: string, label: string, kind: AttributionKind][]> = {
  LCP: [
    ['target', 'Element', 'element'],
    ['url', 'Image', 'text'],
    ['timeToFirstByte', 'Time to first byte', 'ms'],
    ['resourceLoadDelay', 'Resource load delay', 'ms'],
    ['resourceLoadDuration', 'Resource load duration', 'ms'],
    ['elementRenderDelay', 'Element render delay', 'ms'],
  ],
  INP: [
    ['interactionTarget', 'Element', 'element'],
    ['interactionType', 'Interaction', 'text'],
    ['inputDelay', 'Input delay', 'ms'],
    ['processingDuration', 'Processing', 'ms'],
    ['presentationDelay', 'Presentation delay', 'ms'],
    ['loadState', 'Load state', 'text'],
  ],
  CLS: [
    ['largestShiftTarget', 'Largest shift element', 'element'],
    ['largestShiftValue', 'Largest shift', 'score'],
    ['loadState', 'Load state', 'text'],
  ],
  FCP: [
    ['timeToFirstByte', 'Time to first byte', 'ms'],
    ['firstByteToFCP', 'First byte to FCP', 'ms'],
    ['loadState', 'Load state', 'text'],
  ],
  TTFB: [
    ['waitingDuration', 'Waiting', 'ms'],
    ['cacheDuration', 'Cache', 'ms'],
    ['dnsDuration', 'DNS', 'ms'],
    ['connectionDuration', 'Connection', 'ms'],
    ['requestDuration', 'Request', 'ms'],
  ],
};

/** A vital's attribution as label and text pairs, the fields it has in the order they matter. */
export function attributionItems(
  name: WebVitalName,
  attribution: Record<string, string | number>,
): { label: string; text: string }[] {
  return ATTRIBUTION_FIELDS[name].flatMap(([key, label, kind]) => {
    const value = attribution[key];
    if (value === undefined) return [];
    if (kind === 'ms' && typeof value === 'number') return [{ label, text: formatDuration(value) }];
    if (kind === 'score' && typeof value === 'number') return [{ label, text: formatScore(value) }];
    // The library gives an empty selector when the element has left the page since.
    if (kind === 'element' && value === '') return [{ label, text: '(no longer on the page)' }];
    return [{ label, text: String(value) }];
  });
}

/** An ISO time as "2026-03-02 10:00:00 UTC". */
export function formatTime(iso: string): string {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : iso;
}

/** Player clock: m:ss. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1_000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function trackingTypeLabel(type: number, replayForced: boolean): string {
  if (type === 1) return 'with replay';
  if (type === 2) return replayForced ? 'without replay (replay forced)' : 'without replay';
  return `type ${type}`;
}
