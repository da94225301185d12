// Test helpers: rrweb-shaped records of an exact serialised size (not shipped: tests only).
import type { ReplayRecord } from './worker-protocol';

/** An incremental mouse-move-like record whose JSON is exactly `bytes` UTF-8 bytes long. */
export function recordOfBytes(bytes: number, timestamp: number): ReplayRecord {
  const make = (pad: string) =>
    ({ type: 3, data: { source: 1, positions: [], pad }, timestamp }) as unknown as ReplayRecord;
  const base = JSON.stringify(make('')).length;
  if (bytes < base) throw new Error(`a record is at least ${base} bytes`);
  return make('x'.repeat(bytes - base));
}

export function mutationRecord(timestamp: number, id = 1): ReplayRecord {
  return {
    type: 3,
    data: {
      source: 0,
      texts: [],
      attributes: [],
      removes: [],
      adds: [{ parentId: 1, nextId: null, node: { id } }],
    },
    timestamp,
  } as unknown as ReplayRecord;
}

export function clickRecord(timestamp: number): ReplayRecord {
  return { type: 3, data: { source: 2, type: 2, id: 5, x: 1, y: 2 }, timestamp } as unknown as ReplayRecord;
}

export function metaRecord(timestamp: number): ReplayRecord {
  return {
    type: 4,
    data: { href: 'https://site.test/', width: 1280, height: 720 },
    timestamp,
  } as unknown as ReplayRecord;
}

/** A full snapshot whose JSON is at least `bytes` long (a long page). */
export function largeFullSnapshotRecord(bytes: number, timestamp: number): ReplayRecord {
  return {
    type: 2,
    data: {
      node: { type: 0, childNodes: [], id: 1, pad: 'x'.repeat(bytes) },
      initialOffset: { left: 0, top: 0 },
    },
    timestamp,
  } as unknown as ReplayRecord;
}

export function fullSnapshotRecord(timestamp: number): ReplayRecord {
  return {
    type: 2,
    data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { left: 0, top: 0 } },
    timestamp,
  } as unknown as ReplayRecord;
}
