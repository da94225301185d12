// The shape of a registry entry: a block's content schema and the component that renders what the
// schema produced. Components also receive the block's `_uid` (for server data and element ids).
import type { ComponentType } from 'react';
import type { z } from 'zod';

export interface BlockProps {
  uid: string;
}

export interface BlockDefinition {
  schema: z.ZodType;
  Component: ComponentType<object & BlockProps>;
}

/** A registry entry, typed so the component's props are exactly what its schema outputs. */
export function block<S extends z.ZodType>(
  schema: S,
  Component: ComponentType<z.output<S> & BlockProps>,
): BlockDefinition {
  return { schema, Component: Component as ComponentType<object & BlockProps> };
}
