// A block is two halves: its content schema (Name.schema.ts, run on the server by
// parse-blocks.server.ts) and the component that renders what the schema produced (Name.tsx, on
// both sides). Components also receive the block's `_uid` (for server data and element ids).
import type { ComponentType } from 'react';
import type { z } from 'zod';

export interface BlockProps {
  uid: string;
}

export type BlockComponent = ComponentType<object & BlockProps>;

/** A group's components, typed so each one's props are exactly what its block's schema outputs. */
export type BlockComponents<Schemas extends Record<string, z.ZodType>> = {
  [Name in keyof Schemas]: ComponentType<z.output<Schemas[Name]> & BlockProps>;
};

/** One map of a group's entries by component name; a name may appear in only one group. */
export function mergeGroups<T>(groups: readonly Readonly<Record<string, T>>[]): Readonly<Record<string, T>> {
  const all: Record<string, T> = {};
  for (const group of groups) {
    for (const [name, entry] of Object.entries(group)) {
      if (Object.hasOwn(all, name)) throw new Error(`Block ${name} is registered twice`);
      all[name] = entry;
    }
  }
  return all;
}
