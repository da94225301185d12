// Rendering rich text in unit tests as a page does: parsed by the content schema (which parses
// embedded blocks), inside a region's site state, collecting the warnings and errors logged meanwhile.
import { parseNestedBlockLists } from '../blocks/parse-blocks.server';
import { collectLogged, renderWithSite } from '../blocks/test-support';
import { richTextSchema } from './rich-text.schema';
import type { Region } from '../regions/region';
import { RichText } from './RichText';

export const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
export const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
export const doc = (...content: unknown[]) => ({ type: 'doc' as const, content });

export function renderDoc(content: unknown[], { region = 'us' }: { region?: Region } = {}) {
  const {
    result: html,
    warnings,
    errors,
  } = collectLogged(() =>
    renderWithSite(<RichText doc={parseNestedBlockLists(richTextSchema.parse(doc(...content)))} />, {
      region,
    }),
  );
  return { html, warnings, errors };
}
