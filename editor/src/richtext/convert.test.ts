// @vitest-environment jsdom
// Rich text between the site's JSON and TipTap's: names and attributes convert both ways, every
// rich-text document of the seed content goes through TipTap's own schema and back unchanged, and
// a document with parts the editor cannot edit is recognised before TipTap could drop them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { asDoc, toSite, toTiptap, unsupportedParts, type RichDoc } from './convert';
import { RICH_TEXT_EXTENSIONS } from './extensions';

function seedDocs(): { file: string; doc: RichDoc }[] {
  const found: { file: string; doc: RichDoc }[] = [];
  const walk = (value: unknown, file: string) => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, file));
    else if (value && typeof value === 'object') {
      if ((value as { type?: unknown }).type === 'doc') found.push({ file, doc: value as RichDoc });
      else Object.values(value).forEach((item) => walk(item, file));
    }
  };
  for (const file of readdirSync('content', { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json') || file === 'components.json') continue;
    walk(JSON.parse(readFileSync(path.join('content', file), 'utf8')), file);
  }
  return found;
}

describe('rich text conversion', () => {
  it('renames nodes and attributes both ways', () => {
    const site: RichDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
        {
          type: 'ordered_list',
          attrs: { order: 3 },
          content: [
            { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] },
          ],
        },
        { type: 'code_block', attrs: { class: 'language-ts' }, content: [{ type: 'text', text: 'x' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
            { type: 'hard_break' },
            {
              type: 'text',
              text: 'link',
              marks: [{ type: 'link', attrs: { href: '/pricing', linktype: 'url', target: null } }],
            },
          ],
        },
        { type: 'horizontal_rule' },
      ],
    };
    const tiptap = toTiptap(site);
    expect(tiptap.content?.[1]).toMatchObject({ type: 'orderedList', attrs: { start: 3 } });
    expect(tiptap.content?.[1]?.content?.[0]?.type).toBe('listItem');
    expect(tiptap.content?.[2]).toMatchObject({ type: 'codeBlock', attrs: { language: 'ts' } });
    expect(tiptap.content?.[3]?.content?.[1]?.type).toBe('hardBreak');
    expect(tiptap.content?.[4]?.type).toBe('horizontalRule');
    expect(toSite(tiptap)).toEqual({
      ...site,
      content: site.content?.map((node, index) =>
        index === 3
          ? {
              ...node,
              content: node.content?.map((child, at) =>
                at === 2
                  ? { ...child, marks: [{ type: 'link', attrs: { href: '/pricing', linktype: 'url' } }] }
                  : child,
              ),
            }
          : node,
      ),
    });
  });

  it('drops TipTap’s own link attributes and gives a link without a type the url type', () => {
    const doc = toSite({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://example.com', rel: 'noopener', class: null, target: '_blank' },
                },
              ],
            },
          ],
        },
      ],
    });
    expect(doc.content?.[0]?.content?.[0]?.marks).toEqual([
      { type: 'link', attrs: { href: 'https://example.com', target: '_blank', linktype: 'url' } },
    ]);
  });

  it('names what the editor cannot edit', () => {
    expect(
      unsupportedParts({
        type: 'doc',
        content: [
          { type: 'table', content: [] },
          { type: 'blok', attrs: { body: [] } },
          { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'highlight' }] }] },
        ],
      }),
    ).toEqual(['mark highlight', 'node blok', 'node table']);
    expect(unsupportedParts({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual([]);
  });

  it('reads a field: empty values as an empty document, anything else not a document as null', () => {
    expect(asDoc(undefined)).toEqual({ type: 'doc', content: [] });
    expect(asDoc('')).toEqual({ type: 'doc', content: [] });
    expect(asDoc('text')).toBeNull();
    expect(asDoc({ type: 'paragraph' })).toBeNull();
  });

  it('keeps every rich-text document of the seed content through TipTap’s schema unchanged', () => {
    const schema = getSchema(RICH_TEXT_EXTENSIONS);
    const docs = seedDocs();
    expect(docs.length).toBeGreaterThan(100);
    for (const { file, doc } of docs) {
      expect(unsupportedParts(doc), file).toEqual([]);
      const node = Node.fromJSON(schema, toTiptap(doc));
      node.check();
      expect(toSite(node.toJSON() as RichDoc), file).toEqual(normalised(doc));
    }
  });
});

/** What the seed writes that means the same as TipTap's form: no empty attrs, an explicit order. */
function normalised(doc: RichDoc): RichDoc {
  const clean = (node: Record<string, unknown>): Record<string, unknown> => {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'attrs' && value && typeof value === 'object') {
        const attrs = Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null));
        if (node.type === 'ordered_list' && !('order' in attrs)) attrs.order = 1;
        if (Object.keys(attrs).length > 0) copy.attrs = attrs;
      } else if (key === 'content' && Array.isArray(value)) {
        copy.content = value.map((child) => clean(child as Record<string, unknown>));
      } else if (key === 'marks' && Array.isArray(value)) {
        copy.marks = value.map((mark) => {
          const { type, attrs } = mark as { type: string; attrs?: Record<string, unknown> };
          if (type !== 'link') return attrs && Object.keys(attrs).length > 0 ? { type, attrs } : { type };
          const kept = Object.fromEntries(Object.entries(attrs ?? {}).filter(([, item]) => item !== null));
          return { type, attrs: { linktype: 'url', ...kept } };
        });
      } else copy[key] = value;
    }
    return copy;
  };
  return clean(doc as unknown as Record<string, unknown>) as unknown as RichDoc;
}
