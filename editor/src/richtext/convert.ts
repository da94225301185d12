// Rich text as the site stores it (Storyblok's ProseMirror JSON: `bullet_list`, `hard_break`, …)
// and as TipTap edits it (`bulletList`, `hardBreak`, …): the same documents under other names.
// The editor edits only what the site's renderer shows (app/rich-text/nodes.tsx, marks.tsx) and
// StarterKit has; a document with anything else (a table, an embedded block, an image) is not put
// through TipTap at all, so nothing an editor cannot see is ever dropped (see unsupportedParts).

export interface RichNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichNode[];
  marks?: RichMark[];
  text?: string;
}

export interface RichMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichDoc extends RichNode {
  type: 'doc';
}

/** Site node name -> TipTap node name, for the nodes the editor edits. */
const NODES: Record<string, string> = {
  doc: 'doc',
  text: 'text',
  paragraph: 'paragraph',
  heading: 'heading',
  bullet_list: 'bulletList',
  ordered_list: 'orderedList',
  list_item: 'listItem',
  blockquote: 'blockquote',
  code_block: 'codeBlock',
  horizontal_rule: 'horizontalRule',
  hard_break: 'hardBreak',
};

/** Marks the editor edits (the site's renderer knows these too); same names on both sides. */
const MARKS = new Set(['bold', 'italic', 'underline', 'strike', 'code', 'link']);

/** Link attributes that are the site's (a Storyblok link); TipTap's own rel and class are not kept. */
const LINK_ATTRS = ['href', 'target', 'linktype', 'uuid', 'anchor', 'story', 'email'];

const TO_SITE: Record<string, string> = Object.fromEntries(
  Object.entries(NODES).map(([site, tiptap]) => [tiptap, site]),
);

export const EMPTY_DOC: RichDoc = { type: 'doc', content: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's value as a document ('' or nothing: an empty one; anything else not a doc: null). */
export function asDoc(value: unknown): RichDoc | null {
  if (value === undefined || value === null || value === '') return { ...EMPTY_DOC };
  if (!isRecord(value) || value.type !== 'doc') return null;
  return value as unknown as RichDoc;
}

/** What the document holds that the editor cannot edit, e.g. ['node table', 'mark highlight']. */
export function unsupportedParts(doc: RichDoc): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, depth: number) => {
    if (depth > 60) {
      found.add('nesting deeper than 60');
      return;
    }
    if (!isRecord(node) || typeof node.type !== 'string') {
      found.add('a value that is not a node');
      return;
    }
    if (!(node.type in NODES)) found.add(`node ${node.type}`);
    if (node.marks !== undefined) {
      if (!Array.isArray(node.marks)) found.add('marks that are not a list');
      else
        for (const mark of node.marks) {
          const type = isRecord(mark) ? mark.type : undefined;
          if (typeof type !== 'string' || !MARKS.has(type)) found.add(`mark ${String(type)}`);
        }
    }
    if (node.content !== undefined) {
      if (!Array.isArray(node.content)) found.add('content that is not a list');
      else for (const child of node.content) walk(child, depth + 1);
    }
  };
  walk(doc, 0);
  return [...found].sort();
}

function convertAttrs(
  siteType: string,
  attrs: Record<string, unknown> | undefined,
  direction: 'toTiptap' | 'toSite',
): Record<string, unknown> | undefined {
  if (!attrs) return undefined;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) continue;
    copy[key] = value;
  }
  if (siteType === 'ordered_list') {
    if (direction === 'toTiptap' && 'order' in copy) {
      copy.start = copy.order;
      delete copy.order;
    } else if (direction === 'toSite') {
      if ('start' in copy) copy.order = copy.start;
      delete copy.start;
      // TipTap's list style type; the site has none.
      delete copy.type;
    }
  }
  if (siteType === 'code_block') {
    if (direction === 'toTiptap' && typeof copy.class === 'string') {
      const language = /^language-(.+)$/.exec(copy.class)?.[1];
      delete copy.class;
      if (language) copy.language = language;
    } else if (direction === 'toSite' && 'language' in copy) {
      copy.class = `language-${String(copy.language)}`;
      delete copy.language;
    }
  }
  if (siteType === 'paragraph' || siteType === 'blockquote') {
    // TipTap's text alignment and the like: nothing the site renders.
    delete copy.textAlign;
  }
  return Object.keys(copy).length > 0 ? copy : undefined;
}

function convertMark(mark: RichMark, direction: 'toTiptap' | 'toSite'): RichMark {
  if (mark.type !== 'link') {
    const attrs = mark.attrs && Object.keys(mark.attrs).length > 0 ? { attrs: mark.attrs } : {};
    return { type: mark.type, ...attrs };
  }
  const attrs: Record<string, unknown> = {};
  for (const key of LINK_ATTRS) {
    const value = mark.attrs?.[key];
    if (value !== null && value !== undefined) attrs[key] = value;
  }
  if (direction === 'toSite' && attrs.linktype === undefined) attrs.linktype = 'url';
  return { type: 'link', attrs };
}

function convert(node: RichNode, direction: 'toTiptap' | 'toSite'): RichNode {
  const names = direction === 'toTiptap' ? NODES : TO_SITE;
  const type = names[node.type] ?? node.type;
  const siteType = direction === 'toTiptap' ? node.type : type;
  const result: RichNode = { type };
  const attrs = convertAttrs(siteType, node.attrs, direction);
  if (attrs) result.attrs = attrs;
  if (typeof node.text === 'string') result.text = node.text;
  if (node.marks && node.marks.length > 0)
    result.marks = node.marks.map((mark) => convertMark(mark, direction));
  if (node.content) result.content = node.content.map((child) => convert(child, direction));
  return result;
}

/** The site's document as TipTap's JSON (only for documents without unsupported parts). */
export function toTiptap(doc: RichDoc): RichNode {
  return convert(doc, 'toTiptap');
}

/** TipTap's JSON as the site's document. */
export function toSite(doc: RichNode): RichDoc {
  const converted = convert(doc, 'toSite');
  return { ...converted, type: 'doc', content: converted.content ?? [] };
}
