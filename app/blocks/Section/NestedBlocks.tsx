// Where a container block (section, columns, grid, tabs) renders its children. A child keeps its
// content but gives up its band: it takes the container's theme, padding and width instead of its
// own, so text colours always match the surface they are drawn on (NestedBlocks.css).
import { Blocks } from '../Blocks';
import type { BlockList } from '../parsed-block';

export interface NestedBlocksProps {
  blocks: BlockList;
  className?: string;
  as?: 'div' | 'li';
}

export function NestedBlocks({ blocks, className, as: Tag = 'div' }: NestedBlocksProps) {
  return (
    <Tag className={['nested-blocks', className].filter(Boolean).join(' ')}>
      <Blocks blocks={blocks} />
    </Tag>
  );
}
