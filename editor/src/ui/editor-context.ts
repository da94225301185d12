// What every field of the open story's form needs to know: the component definitions, the other
// stories (for links), the selected and expanded blocks, and the field errors to show.
import { createContext, useContext } from 'react';
import type { StoryListEntry } from '../api/client';
import type { ComponentDefinition } from '../schema/components';
import type { FieldError } from '../schema/validate';

export interface EditorState {
  definitions: ReadonlyMap<string, ComponentDefinition>;
  stories: readonly StoryListEntry[];
  selectedUid: string | null;
  select: (uid: string | null) => void;
  expanded: ReadonlySet<string>;
  setExpanded: (uid: string, open: boolean) => void;
  /** Errors by `${uid}/${field}`, shown once the editor tried to save or left the field. */
  errors: ReadonlyMap<string, string>;
  /** The story's region (its first slug segment), for picking stories of the same region first. */
  region: string;
}

export const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error('useEditor outside a story');
  return state;
}

export function errorKey(uid: string, field: string): string {
  return `${uid}/${field}`;
}

export function errorMap(errors: readonly FieldError[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const error of errors) {
    const key = errorKey(error.uid, error.field);
    if (!map.has(key)) map.set(key, error.message);
  }
  return map;
}
