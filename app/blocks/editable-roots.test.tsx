// In an editor's preview every block carries Storyblok's data-blok-c and data-blok-uid on its root
// element, the outermost element it renders, and on no other (useBlockEditable): the Visual Editor
// outlines and selects a block by that element. Outside preview no block carries them, and the HTML
// is the same with and without them but for those attributes. Checked for every block of every seed
// page, each one rendered on its page and on its own, and for every registered block.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlacementProvider } from './block-scope';
import { Blocks } from './Blocks';
import type { FeaturedPostData } from './FeaturedPost/FeaturedPost';
import { parseBlocks } from './parse-blocks.server';
import { blocksIn, isParsedBlock, type ParsedBlock } from './parsed-block';
import { BLOCKS } from './registry';
import { blockList, seedStories } from './seed-stories';
import { collectLogged, rawBlock, renderWithSite, type RenderOptions } from './test-support';

/** The story id of the attributes: data-blok-uid is "{story id}-{block uid}". */
const STORY_ID = '1';

/** What preview gives a block (parse-blocks.server.ts from its _editable marker), made from the block. */
function markEditable(value: unknown): void {
  for (const block of blocksIn(value)) {
    block.editable = {
      'data-blok-c': JSON.stringify({ name: block.component, uid: block.uid }),
      'data-blok-uid': `${STORY_ID}-${block.uid}`,
    };
  }
}

// --- The rendered HTML as a tree of elements. renderToStaticMarkup closes every element it opens
// and escapes `<`, `>` and `"` in attribute values, so tags can be read off the string.

interface ElementNode {
  tag: string;
  attributes: Map<string, string>;
  children: ElementNode[];
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style']);
/** Resources React hoists into the document's head (an image preload): no block's element. */
const HOISTED = new Set(['link', 'meta']);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:="([^"]*)")?/g;

function unescape(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The top-level elements of a piece of static markup, each with its descendants. */
function elementsOf(html: string): ElementNode[] {
  const root: ElementNode = { tag: '#root', attributes: new Map(), children: [] };
  const open: ElementNode[] = [root];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [whole, closing, name, attributeText = '', selfClosing] = match;
    if (name === undefined) continue; // a comment
    const tag = name.toLowerCase();
    if (closing) {
      const element = open.pop();
      if (element?.tag !== tag) throw new Error(`</${tag}> closes <${element?.tag}> at ${match.index}`);
      continue;
    }
    if (HOISTED.has(tag)) continue;
    const attributes = new Map<string, string>();
    for (const [, key = '', value = ''] of attributeText.matchAll(ATTRIBUTE)) {
      attributes.set(key, unescape(value));
    }
    const element: ElementNode = { tag, attributes, children: [] };
    open.at(-1)!.children.push(element);
    if (selfClosing || VOID.has(tag)) continue;
    if (RAW_TEXT.has(tag)) {
      // Raw text may hold a `<`: read on after its closing tag.
      const end = html.indexOf(`</${tag}>`, match.index + whole.length);
      if (end < 0) throw new Error(`<${tag}> is never closed`);
      TAG.lastIndex = end + `</${tag}>`.length;
      continue;
    }
    open.push(element);
  }
  if (open.length !== 1) throw new Error(`<${open.at(-1)?.tag}> is never closed`);
  return root.children;
}

interface Marked {
  uid: string;
  c: string | undefined;
  /** The data-blok-uid of the nearest marked element around it, if any. */
  within: string | undefined;
}

/** Every element carrying data-blok-uid, in document order, with the marked element it sits in. */
function markedElements(elements: ElementNode[], within?: string, found: Marked[] = []): Marked[] {
  for (const element of elements) {
    const uid = element.attributes.get('data-blok-uid');
    if (uid !== undefined) found.push({ uid, c: element.attributes.get('data-blok-c'), within });
    markedElements(element.children, uid ?? within, found);
  }
  return found;
}

// --- Blocks where the page puts them.

interface Placed {
  block: ParsedBlock;
  /** The placement depth Blocks gives it: 0 in a page body, one more inside each block. */
  depth: number;
  parent: ParsedBlock | undefined;
}

/** Every parsed block in parsed content with its depth and the block it sits in (as blocksIn walks). */
function placedBlocks(value: unknown, depth = 0, parent?: ParsedBlock, found: Placed[] = []): Placed[] {
  if (value === null || typeof value !== 'object') return found;
  if (isParsedBlock(value)) {
    found.push({ block: value, depth, parent });
    placedBlocks(value.props, depth + 1, value, found);
  } else {
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      placedBlocks(child, depth, parent, found);
    }
  }
  return found;
}

/** Renders one block as its page's Blocks would at this depth (inside a container from depth 1). */
function renderAlone(block: ParsedBlock, depth: number, options: RenderOptions): string {
  const alone: ReactNode = <Blocks blocks={[block]} />;
  const node =
    depth === 0 ? (
      alone
    ) : (
      <PlacementProvider value={{ depth: depth - 1, index: 0 }}>{alone}</PlacementProvider>
    );
  return collectLogged(() => renderWithSite(node, options)).result;
}

function renderPage(blocks: readonly ParsedBlock[], options: RenderOptions): string {
  return collectLogged(() => renderWithSite(<Blocks blocks={blocks} />, options)).result;
}

const withoutEditable = (html: string) => html.replace(/ data-blok-(?:c|uid)="[^"]*"/g, '');

interface Case {
  name: string;
  /** Raw blocks as the content service sends them. */
  raw: unknown[];
  options: RenderOptions;
  /** Markup the page must hold: the branch a fixture is there for. */
  shows?: string;
}

/**
 * Renders a case without and with the editor attributes and checks the rule. Adds the components
 * whose blocks rendered an element to `rendered` (for the coverage check) before checking them.
 */
function check(kase: Case, rendered: Set<string>): void {
  const plainBlocks = collectLogged(() => parseBlocks(kase.raw)).result;
  const plain = renderPage(plainBlocks, kase.options);
  // Published HTML: no block carries an editor attribute.
  expect(plain).not.toContain('data-blok');

  const blocks = collectLogged(() => parseBlocks(kase.raw)).result;
  markEditable(blocks);
  const placed = placedBlocks(blocks);
  expect(placed.filter(({ block }) => !block.props).map(({ block }) => block.component)).toEqual([]);
  // Uids are unique in a story (the editor finds a block by it), so each may appear once only.
  const uids = placed.map(({ block }) => block.uid);
  expect(new Set(uids).size).toBe(uids.length);

  // Each block alone, at its own depth and at the other (the page band and inside a container
  // render different roots for some).
  const alone = placed.flatMap(({ block, depth, parent }) =>
    [depth, depth === 0 ? 1 : 0].map((at) => ({
      block,
      at,
      onPage: at === depth,
      parent,
      elements: elementsOf(renderAlone(block, at, kase.options)),
    })),
  );
  /** The blocks the page shows: a block that renders an element, inside a parent the page shows. */
  const shown = new Set<ParsedBlock>();
  for (const { block, onPage, parent, elements } of alone) {
    if (elements.length > 0) rendered.add(block.component);
    if (onPage && elements.length > 0 && (!parent || shown.has(parent))) shown.add(block);
  }
  // Its one top-level element carries its attributes, and nothing else of it does.
  for (const { block, at, elements } of alone) {
    if (elements.length === 0) continue;
    const where = `${kase.name}: ${block.component}#${block.uid} at depth ${at}`;
    expect(elements.length, `${where} renders one root element`).toBe(1);
    const [root] = elements;
    expect(root!.attributes.get('data-blok-uid'), where).toBe(block.editable!['data-blok-uid']);
    expect(root!.attributes.get('data-blok-c'), where).toBe(block.editable!['data-blok-c']);
    expect(
      markedElements(elements).filter((marked) => marked.uid === block.editable!['data-blok-uid']),
      where,
    ).toHaveLength(1);
  }

  const html = renderPage(blocks, kase.options);
  if (kase.shows) expect(html).toContain(kase.shows);
  // The attributes are all that preview adds.
  expect(withoutEditable(html)).toBe(plain);
  const marked = markedElements(elementsOf(html));
  // One marked element per block the page shows, each block once, each inside its parent's.
  expect(marked.length).toBe(shown.size);
  expect(marked.map((element) => element.uid).sort()).toEqual(
    [...shown].map((block) => block.editable!['data-blok-uid']).sort(),
  );
  const byUid = new Map(placed.map((entry) => [entry.block.editable!['data-blok-uid'], entry]));
  for (const element of marked) {
    const { block, parent } = byUid.get(element.uid)!;
    expect(element.c, element.uid).toBe(block.editable!['data-blok-c']);
    expect(element.within, `${kase.name}: ${block.component}#${block.uid} sits in its parent block`).toBe(
      parent?.editable!['data-blok-uid'],
    );
  }
}

// --- The cases: every seed page and navigation, and fixtures for what the seed does not show.

const seedCases: Case[] = seedStories().flatMap(({ region, story }) => {
  const raw = blockList(story);
  return raw ? [{ name: story.full_slug, raw, options: { region } }] : [];
});

const featuredPost: FeaturedPostData = {
  post: {
    href: '/blog/fair-rosters',
    title: 'Fair rosters',
    intro: 'How to share the weekend shifts.',
    category: 'Scheduling',
    date: '2025-08-26 09:00',
    author: 'Ana Silva',
    image: null,
  },
};

/**
 * What the seed pages leave out, as fixtures through the blocks' schemas. The seed renders every
 * registered block (the coverage check below), but without the server data of the blocks that load
 * some, so a featured post there is always the empty state, a root of its own.
 */
const fixtureCases: Case[] = [
  {
    name: 'featured_post with its post',
    raw: [rawBlock('featured_post', { post: 'us/blog/fair-rosters' })],
    options: { region: 'us', blockData: { 'featured_post-1': featuredPost } },
    shows: '<h2 class="featured-post__title">Fair rosters</h2>',
  },
];

describe('editor attributes on block roots', () => {
  const rendered = new Set<string>();

  it.each(seedCases.map((kase) => [kase.name, kase] as const))('%s', (_name, kase) => {
    check(kase, rendered);
  });

  it.each(fixtureCases.map((kase) => [kase.name, kase] as const))('%s', (_name, kase) => {
    check(kase, rendered);
  });

  // After the cases above, which collect the components they rendered.
  it('covers every registered block with one that renders an element', () => {
    expect(seedCases.length).toBeGreaterThan(0);
    expect(Object.keys(BLOCKS).filter((name) => !rendered.has(name))).toEqual([]);
  });
});

describe('reading the markup', () => {
  it('finds the marked elements and what they sit in', () => {
    const html =
      '<section data-blok-uid="1-a" data-blok-c="{&quot;uid&quot;:&quot;a&quot;}"><img src="x"/>' +
      '<!-- --><div><p data-blok-uid="1-b">x &lt; y</p></div></section><hr/>';
    expect(
      elementsOf(`<link rel="preload" as="image" href="x"/>${html}`).map((element) => element.tag),
    ).toEqual(['section', 'hr']);
    expect(markedElements(elementsOf(html))).toEqual([
      { uid: '1-a', c: '{"uid":"a"}', within: undefined },
      { uid: '1-b', c: undefined, within: '1-a' },
    ]);
    expect(() => elementsOf('<div><p></div>')).toThrow();
  });
});
