// A block's one definition: `<Name>/<Name>.block.ts` default-exports `defineBlock({...})`, and the
// registry finds it by that file name (registry.ts). Beside it, by the same convention:
// - `<Name>.schema.ts` default-exports the content schema (registry.schema.ts: the server's parse
//   and the editor's field checks, never the site's browser bundle);
// - `<Name>.data.server.ts`, when the block shows more than its own content, default-exports its
//   server data loader (block-data.server.ts);
// - every `.css` file in the folder is in every page's stylesheet (block-styles.ts).
// The schema and the loader are found by file name rather than imported here because this file is
// in the browser's bundle, and the browser needs neither zod nor the content service.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { lazyComponent } from '../app-shell/lazy-component';
import type { BlockComponent, BlockProps } from './block';

type PropsOf<Schema extends z.ZodType> = z.output<Schema> & BlockProps;

interface Named {
  /** The content `component` name editors give the block (`hero`, `faq`, `pricing_table`). */
  name: string;
}

/**
 * In the core bundle: the component is in the page's code. The hero, text, features, FAQ and the
 * header and footer are on nearly every page, so a chunk of their own would cost each a round trip.
 */
interface CoreBlock<Schema extends z.ZodType> extends Named {
  core: true;
  component: ComponentType<PropsOf<Schema>>;
}

/** Everything else is a chunk of its own, loaded by the pages that show the block. */
interface LazyBlock<Schema extends z.ZodType> extends Named {
  core?: false;
  load: () => Promise<ComponentType<PropsOf<Schema>>>;
}

export interface BlockDefinition {
  name: string;
  core: boolean;
  /** Typed by the block's own schema where it is defined; looked up by name, any block's props. */
  component: BlockComponent;
}

export function defineBlock<Schema extends z.ZodType>(
  definition: CoreBlock<Schema> | LazyBlock<Schema>,
): BlockDefinition {
  const component = definition.core ? definition.component : lazyComponent(definition.load);
  return { name: definition.name, core: definition.core === true, component: component as BlockComponent };
}
