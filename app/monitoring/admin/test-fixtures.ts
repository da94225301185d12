// A hand-written rrweb recording (meta, a full snapshot of a tiny page with a heading, then a text
// mutation) and the multipart upload that carries it: for the intake and viewer tests here and the
// end-to-end test. Node only (zlib); never imported by the app.
import { gzipSync } from 'node:zlib';
import type { MonitoringTags, ReplaySegmentEvent, SegmentCreationReason } from '../monitoring-events';

export const FIXTURE_START_MS = Date.parse('2026-03-02T10:00:00.000Z');
export const FIXTURE_HEADING = 'Replay fixture heading';
export const FIXTURE_MUTATED_HEADING = 'Heading changed by a mutation';
/** MONITORING_APPLICATION_ID's default (config/index.ts). */
export const FIXTURE_APPLICATION_ID = 'shiftlane-website';
/** The tags a test batch carries. */
export const FIXTURE_TAGS: MonitoringTags = {
  service: 'shiftlane-website',
  env: 'test',
  version: '1.0.0',
  deployEnv: 'test',
  commit: 'abc1234',
};

export interface FixtureRecord {
  type: number;
  timestamp: number;
  data: unknown;
}

/** Meta (type 4), full snapshot (type 2) and a text mutation (type 3) one second later. */
export function fixtureRecords(start = FIXTURE_START_MS): FixtureRecord[] {
  const text = (id: number, textContent: string) => ({ type: 3, textContent, id });
  const element = (id: number, tagName: string, childNodes: unknown[], attributes = {}) => ({
    type: 2,
    tagName,
    attributes,
    childNodes,
    id,
  });
  const html = element(
    3,
    'html',
    [
      element(4, 'head', [element(8, 'style', [text(9, 'h1 { font-family: sans-serif; }')])]),
      element(5, 'body', [element(6, 'h1', [text(7, FIXTURE_HEADING)])]),
    ],
    { lang: 'en' },
  );
  return [
    { type: 4, timestamp: start, data: { href: 'http://127.0.0.1/replay-fixture', width: 800, height: 600 } },
    {
      type: 2,
      timestamp: start + 10,
      data: {
        node: {
          type: 0,
          childNodes: [{ type: 1, name: 'html', publicId: '', systemId: '', id: 2 }, html],
          id: 1,
        },
        initialOffset: { left: 0, top: 0 },
      },
    },
    {
      type: 3,
      timestamp: start + 1_000,
      data: {
        source: 0,
        texts: [{ id: 7, value: FIXTURE_MUTATED_HEADING }],
        attributes: [],
        removes: [],
        adds: [],
      },
    },
  ];
}

export interface FixtureSegment {
  event: ReplaySegmentEvent;
  /** The gzip of the records' UTF-8 JSON. */
  segment: Uint8Array<ArrayBuffer>;
}

/** A segment whose event describes `records` exactly; `override` breaks it on purpose. */
export function fixtureSegment(
  options: {
    sessionId: string;
    viewId?: string;
    index?: number;
    records?: readonly { type: number; timestamp: number }[];
    creationReason?: SegmentCreationReason;
    applicationId?: string;
  },
  override: Partial<ReplaySegmentEvent> = {},
): FixtureSegment {
  const records = options.records ?? fixtureRecords();
  const raw = Buffer.from(JSON.stringify(records), 'utf8');
  const segment = new Uint8Array(gzipSync(raw));
  const event: ReplaySegmentEvent = {
    applicationId: options.applicationId ?? FIXTURE_APPLICATION_ID,
    sessionId: options.sessionId,
    viewId: options.viewId ?? 'view-1',
    index: options.index ?? 0,
    start: records[0]?.timestamp ?? 0,
    end: records.at(-1)?.timestamp ?? 0,
    recordsCount: records.length,
    rawSize: raw.byteLength,
    compressedSize: segment.byteLength,
    hasFullSnapshot: records.some((record) => record.type === 2),
    creationReason: options.creationReason ?? 'init',
    ...override,
  };
  return { event, segment };
}

/** The multipart form the replay client sends: `segment` and `event`, both files. */
export function replayForm({ event, segment }: FixtureSegment): FormData {
  const form = new FormData();
  form.append('segment', new Blob([segment], { type: 'application/octet-stream' }), 'segment');
  form.append('event', new Blob([JSON.stringify(event)], { type: 'application/json' }), 'event');
  return form;
}
