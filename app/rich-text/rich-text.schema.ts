// A rich-text field as the editor writes it (Storyblok's ProseMirror JSON). The document is kept as
// written; the blocks it embeds (`blok` nodes) become nested block lists, parsed by their own
// schemas once the story or block holding them is (parse-blocks.server.ts).
import { z } from 'zod';
import { nestedBlockList } from '../blocks/parsed-block';
import { withHint } from '../blocks/shared/storyblok-hints';

/**
 * Blocks embedded in rich text (`blok` nodes) are parsed here like any other block list, so the
 * renderer gets props ready to show. The rest of the document is left as the editor wrote it.
 */
function withParsedBlocks(node: unknown, depth = 0): unknown {
  if (depth > 40 || node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const { type, attrs, content } = node as { type?: unknown; attrs?: unknown; content?: unknown };
  let result = node as Record<string, unknown>;
  if (
    type === 'blok' &&
    attrs &&
    typeof attrs === 'object' &&
    Array.isArray((attrs as { body?: unknown }).body)
  ) {
    const body = (attrs as { body: unknown[] }).body;
    result = { ...result, attrs: { ...attrs, body: nestedBlockList(body) } };
  }
  if (Array.isArray(content)) {
    result = { ...result, content: content.map((child) => withParsedBlocks(child, depth + 1)) };
  }
  return result;
}

export const richTextSchema = withHint(
  z
    .object({ type: z.literal('doc'), content: z.array(z.unknown()).catch([]) })
    .catch({ type: 'doc', content: [] })
    .transform((doc) => ({ ...doc, content: doc.content.map((node) => withParsedBlocks(node)) })),
  { type: 'richtext' },
);
export type RichTextDoc = z.output<typeof richTextSchema>;
