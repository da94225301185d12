// The messages between the editor and the bridge script inside the framed preview. The editor's
// bridge events are Storyblok's (`input` with the edited story, `change` and `published` naming
// the story) wrapped as the tests' stand-in wraps them (`{ editorStandIn: event }`,
// tests/e2e/preview/editor-stand-in.ts), so the site's side (app/preview/storyblok-bridge.ts) is
// the same for either; the rest is the editor's own.

export const BRIDGE_EVENTS = ['input', 'change', 'published'] as const;
export type BridgeAction = (typeof BRIDGE_EVENTS)[number];

export type BridgeEvent =
  | { action: 'input'; story: Record<string, unknown> & { id: number } }
  | { action: 'change' | 'published'; storyId: number };

/** Editor -> preview. */
export type ToPreview =
  | { editorStandIn: BridgeEvent }
  /** Outline the block (`{story id}-{block uid}`, as data-blok-uid holds it), or none. */
  | { editorHighlight: { blokUid: string | null } };

/** Preview -> editor. */
export type FromPreview =
  | { bridge: 'listening'; events: string[]; options: Record<string, unknown> }
  /** A block was clicked: its uid and story id, from its data-blok-uid. */
  | { bridge: 'select'; uid: string; storyId: number | null };

/** `{story id}-{block uid}` -> its parts (block uids have dashes of their own). */
export function splitBlokUid(value: string): { storyId: number | null; uid: string } {
  const match = /^(\d+)-(.+)$/.exec(value);
  return match ? { storyId: Number(match[1]), uid: match[2] ?? '' } : { storyId: null, uid: value };
}

export function isFromPreview(value: unknown): value is FromPreview {
  if (typeof value !== 'object' || value === null) return false;
  const bridge = (value as { bridge?: unknown }).bridge;
  if (bridge === 'listening') return true;
  return bridge === 'select' && typeof (value as { uid?: unknown }).uid === 'string';
}
