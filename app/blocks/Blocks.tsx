// Renders a story's body. A block naming an unknown component logs an error (§8 "Missing content
// component") and renders nothing in production, a visible placeholder in development; a block
// whose content is invalid logs a warning and is skipped. The rest of the page always renders.
import { BLOCKS } from './registry';

interface RawBlock {
  component?: unknown;
  _uid?: unknown;
}

export function Blocks({ blocks }: { blocks: readonly unknown[] }) {
  return (
    <>
      {blocks.map((raw, index) => {
        const candidate = (raw ?? {}) as RawBlock;
        const name = typeof candidate.component === 'string' ? candidate.component : '(none)';
        const key =
          typeof candidate._uid === 'string' && candidate._uid ? candidate._uid : `${name}-${index}`;
        const definition = Object.hasOwn(BLOCKS, name) ? BLOCKS[name] : undefined;
        if (!definition) {
          console.error(`Missing content component: ${name}`);
          return import.meta.env.DEV ? (
            <div key={key} className="block-placeholder" role="note">
              Unknown content component “{name}”
            </div>
          ) : null;
        }
        const parsed = definition.schema.safeParse(raw);
        if (!parsed.success) {
          console.warn(
            `Invalid content for ${name}:`,
            parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
          );
          return null;
        }
        const { Component } = definition;
        return <Component key={key} {...(parsed.data as object)} />;
      })}
    </>
  );
}
