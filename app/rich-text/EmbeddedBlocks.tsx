// Content blocks embedded in rich text (the blok node), rendered by the page's block renderer.
// Rich text never opens a page, so its blocks sit one level below where the text is: an embedded
// hero gets an h2 and a lazy image, never the page's h1 or its priority image.
import { Blocks } from '../blocks/Blocks';
import { PlacementProvider, usePlacement } from '../blocks/block-scope';
import type { BlockList } from '../blocks/parsed-block';

export function EmbeddedBlocks({ blocks }: { blocks: BlockList }) {
  const parent = usePlacement();
  return (
    <PlacementProvider value={{ depth: parent.depth + 1, index: -1 }}>
      <Blocks blocks={blocks} />
    </PlacementProvider>
  );
}
