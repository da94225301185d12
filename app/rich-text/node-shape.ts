// The shape of Storyblok/ProseMirror rich text, read defensively: the content schema only promises
// `{ type: 'doc', content: unknown[] }`, so every node, mark and attribute is checked where it is read.

export type Attrs = Readonly<Record<string, unknown>>;

export interface RichMark {
  type: string;
  attrs: Attrs;
}

export interface RichNode {
  type: string;
  attrs: Attrs;
  content: readonly unknown[];
  text: string;
  marks: readonly RichMark[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asMark(value: unknown): RichMark | null {
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  return { type: value.type, attrs: isRecord(value.attrs) ? value.attrs : {} };
}

/** A node with every field present (empty when the content left it out), or null for a non-node. */
export function asNode(value: unknown): RichNode | null {
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  return {
    type: value.type,
    attrs: isRecord(value.attrs) ? value.attrs : {},
    content: Array.isArray(value.content) ? value.content : [],
    text: typeof value.text === 'string' ? value.text : '',
    marks: Array.isArray(value.marks) ? value.marks.map(asMark).filter((mark) => mark !== null) : [],
  };
}

/** A non-empty, trimmed string attribute, or undefined. */
export function stringAttr(attrs: Attrs, name: string): string | undefined {
  const value = attrs[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An integer attribute (a number or a numeric string, as editors' tools send either), or undefined. */
export function integerAttr(attrs: Attrs, name: string): number | undefined {
  const value = attrs[name];
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/** The Storyblok node names of the editor's schema; camelCase table names come from its newer editor. */
export const NODE_ALIASES: Readonly<Record<string, string>> = {
  tableRow: 'table_row',
  tableCell: 'table_cell',
  tableHeader: 'table_header',
  bulletList: 'bullet_list',
  orderedList: 'ordered_list',
  listItem: 'list_item',
  codeBlock: 'code_block',
  horizontalRule: 'horizontal_rule',
  hardBreak: 'hard_break',
};

export function nodeType(node: RichNode): string {
  return Object.hasOwn(NODE_ALIASES, node.type) ? (NODE_ALIASES[node.type] ?? node.type) : node.type;
}
