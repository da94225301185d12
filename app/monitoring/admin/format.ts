// How the viewer writes times, durations and vitals.
import type { WebVitalName } from '../monitoring-events';

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
  return name === 'CLS' ? value.toFixed(3) : formatDuration(value);
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
