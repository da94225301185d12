// Renders a list of parsed content blocks (a story's body, or a container's children). The server
// has already parsed each block by its schema (parse-blocks.server.ts) and left out what cannot be
// shown; a block kept for an unknown component (development only) shows a visible placeholder.
// The rest of the page always renders.
import { PlacementProvider, usePlacement } from './block-scope';
import type { BlockList } from './parsed-block';
import { BLOCKS, preloadBlocks } from './registry';

export function Blocks({ blocks }: { blocks: BlockList }) {
  const parent = usePlacement();
  const depth = parent.depth + (parent.index === -1 ? 0 : 1);
  // Blocks outside the core group load from their own chunks: every one this list needs, nested
  // ones too, is requested now rather than one container level at a time. Loading is idempotent.
  // While one is on its way, hydration keeps the server's HTML (block-styles.ts has its styles).
  // The server skips the walk on its hot path: its chunks load once, at the first render that needs
  // them, and stay loaded.
  if (typeof document !== 'undefined') preloadBlocks(blocks);
  return (
    <>
      {blocks.map(({ component, uid, props, editable }, index) => {
        const Component = Object.hasOwn(BLOCKS, component) ? BLOCKS[component] : undefined;
        if (!Component || !props) {
          return (
            <div key={uid} className="block-placeholder" role="note">
              Unknown content component “{component}”
            </div>
          );
        }
        return (
          <PlacementProvider key={uid} value={{ depth, index, editable }}>
            <Component {...props} uid={uid} />
          </PlacementProvider>
        );
      })}
    </>
  );
}
