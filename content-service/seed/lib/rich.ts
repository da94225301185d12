// A small Markdown-ish notation for the seed copy, turned into Storyblok/ProseMirror `doc` objects.
//
// Blocks are separated by a blank line:
//   ## Heading            -> heading (level 2; ### gives level 3)
//   - item / - item       -> bullet_list
//   1. item / 2. item     -> ordered_list
//   > text                -> blockquote (one paragraph)
//   anything else         -> paragraph (lines joined with a space)
// Inline: **bold**, *italic*, [text](href). An href starting with `~` is region-relative: the
// localiser (lib/locale.ts) replaces `~` with the region prefix (`` for us, `/gb`, `/au`).

export interface Mark {
  type: 'bold' | 'italic' | 'link';
  attrs?: { href: string; linktype: 'url' };
}

export interface TextNode {
  type: 'text';
  text: string;
  marks?: Mark[];
}

export interface BlockNode {
  type: 'paragraph' | 'heading' | 'bullet_list' | 'ordered_list' | 'list_item' | 'blockquote';
  attrs?: { level: number } | { order: number };
  content: (BlockNode | TextNode)[];
}

export interface Doc {
  type: 'doc';
  content: BlockNode[];
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g;

export function inline(source: string): TextNode[] {
  const nodes: TextNode[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) nodes.push({ type: 'text', text: source.slice(last, index) });
    const [, bold, italic, linkText, href] = match;
    if (bold !== undefined) nodes.push({ type: 'text', text: bold, marks: [{ type: 'bold' }] });
    else if (italic !== undefined) {
      nodes.push({ type: 'text', text: italic, marks: [{ type: 'italic' }] });
    } else if (linkText !== undefined && href !== undefined) {
      nodes.push({
        type: 'text',
        text: linkText,
        marks: [{ type: 'link', attrs: { href, linktype: 'url' } }],
      });
    }
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push({ type: 'text', text: source.slice(last) });
  return nodes;
}

function paragraph(text: string): BlockNode {
  return { type: 'paragraph', content: inline(text) };
}

function list(lines: string[], marker: RegExp): BlockNode[] {
  return lines.map((line) => ({
    type: 'list_item',
    content: [paragraph(line.replace(marker, '').trim())],
  }));
}

function block(chunk: string): BlockNode {
  const lines = chunk.split('\n').map((line) => line.trim());
  const first = lines[0] ?? '';
  const heading = /^(#{2,3}) (.+)$/.exec(first);
  if (heading && lines.length === 1) {
    return {
      type: 'heading',
      attrs: { level: (heading[1] ?? '##').length },
      content: inline(heading[2] ?? ''),
    };
  }
  if (lines.every((line) => line.startsWith('- '))) {
    return { type: 'bullet_list', content: list(lines, /^- /) };
  }
  if (lines.every((line) => /^\d+\. /.test(line))) {
    return { type: 'ordered_list', attrs: { order: 1 }, content: list(lines, /^\d+\. /) };
  }
  if (lines.every((line) => line.startsWith('> '))) {
    return {
      type: 'blockquote',
      content: [paragraph(lines.map((line) => line.slice(2)).join(' '))],
    };
  }
  return paragraph(lines.join(' '));
}

/** Parses the notation above into a rich text `doc`. */
export function md(source: string): Doc {
  const chunks = source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0);
  return { type: 'doc', content: chunks.map(block) };
}
