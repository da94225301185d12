// The words of a rich-text document without markup, for meta descriptions and JSON-LD: blocks
// (paragraphs, headings, list items, cells) are separated by a blank line, hard breaks by a newline.
// Images and embedded blocks carry no running text and are left out.
import type { RichTextDoc } from './rich-text.schema';
import { asNode, nodeType, stringAttr } from './node-shape';

const BLOCK_TYPES = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'list_item',
  'code_block',
  'table_cell',
  'table_header',
]);

function collect(raw: unknown, out: string[]): void {
  const node = asNode(raw);
  if (!node) return;
  const type = nodeType(node);
  if (type === 'text') out.push(node.text);
  else if (type === 'hard_break') out.push('\n');
  else if (type === 'emoji') out.push(stringAttr(node.attrs, 'emoji') ?? '');
  else if (type !== 'image' && type !== 'blok') node.content.forEach((child) => collect(child, out));
  if (BLOCK_TYPES.has(type)) out.push('\n\n');
}

/** The text of a node's inline content, line breaks kept (the body of a code block). */
export function inlineText(content: readonly unknown[]): string {
  const out: string[] = [];
  content.forEach((child) => collect(child, out));
  return out.join('');
}

export function richTextPlainText(doc: RichTextDoc | null | undefined): string {
  if (!doc) return '';
  return inlineText(doc.content)
    .split(/\n{2,}/)
    .map((block) => block.replace(/[ \t]+/g, ' ').trim())
    .filter((block) => block !== '')
    .join('\n\n');
}
