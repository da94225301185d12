// What differs between two versions of a story's content, as a list a person can read: each change
// with the path to the value (keys and array indexes), what it was and what it is. microdiff does
// the comparison; arrays are compared index by index, so a block inserted at the top of a body
// shows as a change of every block below it, which is what a reader of positions sees too.
import diff from 'microdiff';
import type { Block } from '../types';

export interface ContentChange {
  path: (string | number)[];
  kind: 'added' | 'removed' | 'changed';
  /** The value in the older content; null when the path is new. */
  before: unknown;
  /** The value in the newer content; null when the path is gone. */
  after: unknown;
}

export function contentChanges(before: Block, after: Block): ContentChange[] {
  return diff(before, after).map((change) => {
    switch (change.type) {
      case 'CREATE':
        return { path: change.path, kind: 'added', before: null, after: change.value as unknown };
      case 'REMOVE':
        return { path: change.path, kind: 'removed', before: change.oldValue as unknown, after: null };
      case 'CHANGE':
        return {
          path: change.path,
          kind: 'changed',
          before: change.oldValue as unknown,
          after: change.value as unknown,
        };
    }
  });
}
