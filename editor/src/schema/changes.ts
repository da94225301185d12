// A version's changes as a person reads them: where in the story (field names, block positions
// counted from 1) and the value before and after, cut short when long.
import type { ContentChange } from '../api/client';

const MAX_VALUE_LENGTH = 120;

/** `['body', 0, 'headline']` → `body › 1 › headline`. */
export function changePath(path: readonly (string | number)[]): string {
  return path.length === 0
    ? '(the whole story)'
    : path.map((part) => (typeof part === 'number' ? String(part + 1) : part)).join(' › ');
}

/** A value as short text: strings as they are, anything else as JSON; empty when absent. */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

export interface ChangeRow {
  where: string;
  kind: ContentChange['kind'];
  before: string;
  after: string;
}

/** The rows of a version's changes, `_editable` markers left out (they are not content). */
export function changeRows(changes: readonly ContentChange[]): ChangeRow[] {
  return changes
    .filter((change) => change.path.at(-1) !== '_editable')
    .map((change) => ({
      where: changePath(change.path),
      kind: change.kind,
      before: changeValue(change.before),
      after: changeValue(change.after),
    }));
}
