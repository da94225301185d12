// Blocks as the editor changes them: a new block with its definition's defaults, and immutable
// edits of a content tree (each block is `{ component, _uid, ...fields }`, nested in `bloks` fields).
import type { ComponentDefinition } from './components';
import { formFields } from './fields';

export interface Block {
  component: string;
  _uid?: string;
  [field: string]: unknown;
}

export function isBlock(value: unknown): value is Block {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { component?: unknown }).component === 'string'
  );
}

/** A fresh block uid, in the seed's format (a v4 UUID). */
export function newUid(): string {
  return crypto.randomUUID();
}

/** A new block of `definition`, with the defaults its definition gives (nothing else filled in). */
export function newBlock(definition: ComponentDefinition, uid: string = newUid()): Block {
  const block: Block = { component: definition.name, _uid: uid };
  for (const field of formFields(definition)) {
    if ('defaultValue' in field && field.defaultValue !== undefined) block[field.key] = field.defaultValue;
  }
  return block;
}

/** The list of blocks in a field (anything else counts as empty). */
export function blocksIn(value: unknown): Block[] {
  return Array.isArray(value) ? value.filter(isBlock) : [];
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, item);
  return copy;
}

/** The uids from the root to the block with `uid` (both included), or null when it is not there. */
export function pathToBlock(root: Block, uid: string): string[] | null {
  const here = root._uid ?? '';
  if (root._uid === uid) return [here];
  for (const value of Object.values(root)) {
    if (!Array.isArray(value)) continue;
    for (const child of value) {
      if (!isBlock(child)) continue;
      const below = pathToBlock(child, uid);
      if (below) return [here, ...below];
    }
  }
  return null;
}

/** Every block of the tree, the root first (nested lists depth first). */
export function allBlocks(root: Block): Block[] {
  const found: Block[] = [root];
  for (const value of Object.values(root)) {
    if (!Array.isArray(value)) continue;
    for (const child of value) if (isBlock(child)) found.push(...allBlocks(child));
  }
  return found;
}

/**
 * A copy of the tree with Storyblok's `_editable` marker on every block, as a draft answer of the
 * content service carries them: the preview's blocks then keep their data-blok-* attributes (the
 * bridge finds them by those) while an unsaved edit is shown.
 */
export function withEditableMarkers(root: Block, storyId: number, spaceId: number | string): Block {
  const mark = (block: Block): Block => {
    const copy: Block = { ...block };
    for (const [key, value] of Object.entries(copy)) {
      if (Array.isArray(value)) copy[key] = value.map((item) => (isBlock(item) ? mark(item) : item));
    }
    if (block._uid) {
      const marker = { name: block.component, space: String(spaceId), uid: block._uid, id: String(storyId) };
      copy._editable = `<!--#storyblok#${JSON.stringify(marker)}-->`;
    }
    return copy;
  };
  return mark(root);
}

/** A copy of the tree without `_editable` markers (they are the delivery API's, never saved). */
export function withoutEditableMarkers(root: Block): Block {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(root)) {
    if (key === '_editable') continue;
    copy[key] = Array.isArray(value)
      ? value.map((item) => (isBlock(item) ? withoutEditableMarkers(item) : item))
      : value;
  }
  return copy as Block;
}
