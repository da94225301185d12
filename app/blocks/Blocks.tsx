// Renders a list of content blocks (a story's body, or a container's children). A block naming an
// unknown component logs an error (§8 "Missing content component") and renders nothing in
// production, a visible placeholder in development; a block whose content cannot be shown logs a
// warning and is skipped; a wrong value inside a block is warned about and replaced (fields.ts).
// The rest of the page always renders.
import { PlacementProvider, usePlacement } from './block-scope';
import { BLOCKS } from './registry';
import { inBlockScope } from './shared/content-warnings';

interface RawBlock {
  component?: unknown;
  _uid?: unknown;
}

export function Blocks({ blocks }: { blocks: readonly unknown[] }) {
  const parent = usePlacement();
  const depth = parent.depth + (parent.index === -1 ? 0 : 1);
  return (
    <>
      {blocks.map((raw, index) => {
        const candidate = (raw ?? {}) as RawBlock;
        const name = typeof candidate.component === 'string' ? candidate.component : '(none)';
        const uid =
          typeof candidate._uid === 'string' && candidate._uid ? candidate._uid : `${name}-${index}`;
        const definition = Object.hasOwn(BLOCKS, name) ? BLOCKS[name] : undefined;
        if (!definition) {
          console.error(`Missing content component: ${name}`);
          return import.meta.env.DEV ? (
            <div key={uid} className="block-placeholder" role="note">
              Unknown content component “{name}”
            </div>
          ) : null;
        }
        const parsed = inBlockScope(`${name}#${uid}`, () => definition.schema.safeParse(raw));
        if (!parsed.success) {
          console.warn(
            `Invalid content for ${name}:`,
            parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
          );
          return null;
        }
        const { Component } = definition;
        return (
          <PlacementProvider key={uid} value={{ depth, index }}>
            <Component {...(parsed.data as object)} uid={uid} />
          </PlacementProvider>
        );
      })}
    </>
  );
}
