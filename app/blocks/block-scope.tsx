// What a block may know about where it is rendered: its place on the page (the first block of a
// page gets the priority image) and the server data its loader fetched (block-data.server.ts).
import { createContext, useContext, type ReactNode } from 'react';
import type { EditableAttributes } from '../preview/editable';

export interface Placement {
  /** 0 for a page body, one more for each container the block sits in. */
  depth: number;
  /** The block's position among its siblings; -1 outside any block (the page itself). */
  index: number;
  /** In an editor's preview: the attributes the block's root element carries (useBlockEditable). */
  editable?: EditableAttributes | undefined;
}

const PlacementContext = createContext<Placement>({ depth: 0, index: -1 });
const BlockDataContext = createContext<Readonly<Record<string, unknown>>>({});

export function PlacementProvider({ value, children }: { value: Placement; children: ReactNode }) {
  return <PlacementContext.Provider value={value}>{children}</PlacementContext.Provider>;
}

export function usePlacement(): Placement & { isFirst: boolean } {
  const placement = useContext(PlacementContext);
  return { ...placement, isFirst: placement.depth === 0 && placement.index === 0 };
}

const NOT_EDITABLE: Partial<EditableAttributes> = {};

/**
 * What every block spreads on its root element: in an editor's preview the data-blok-* attributes
 * the editor finds and highlights the block by; for every visitor, nothing.
 */
export function useBlockEditable(): Partial<EditableAttributes> {
  return useContext(PlacementContext).editable ?? NOT_EDITABLE;
}

/** Server-loaded data for blocks, keyed by block `_uid`. */
export function BlockDataProvider({
  value,
  children,
}: {
  value: Readonly<Record<string, unknown>>;
  children: ReactNode;
}) {
  return <BlockDataContext.Provider value={value}>{children}</BlockDataContext.Provider>;
}

export function useBlockData<T>(uid: string): T | undefined {
  return useContext(BlockDataContext)[uid] as T | undefined;
}
