import { describe, expect, it } from 'vitest';
import { storyContentSchema } from '../content/story-content.schema';
import { blocksIn } from './parsed-block';
import { parseBlocks, parseNestedBlockLists } from './parse-blocks.server';

const hero = { _uid: 'hero-1', component: 'hero', headline: 'Deep down' };
const richText = {
  _uid: 'text-1',
  component: 'rich_text_section',
  text: { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [hero] } }] },
};
const section = {
  _uid: 'section-1',
  component: 'section',
  body: [{ _uid: 'tabs-1', component: 'tabs', tabs: [] }, richText],
};

describe('nested block lists', () => {
  it('are parsed at every depth: a hero embedded in rich text inside a section', () => {
    const [parsed] = parseBlocks([section]);
    const found = [...blocksIn(parsed)].map((block) => `${block.component}#${block.uid}`);
    expect(found).toEqual(['section#section-1', 'tabs#tabs-1', 'rich_text_section#text-1', 'hero#hero-1']);
    const heroBlock = [...blocksIn(parsed)].find((block) => block.component === 'hero');
    expect(heroBlock?.props).toMatchObject({ headline: 'Deep down' });
  });

  it('are empty after a schema alone, and filled once by the parser', () => {
    const content = storyContentSchema.parse({ component: 'page', body: [section] });
    expect(content.component === 'page' && content.body).toEqual([]);
    parseNestedBlockLists(content);
    parseNestedBlockLists(content);
    expect(content.component === 'page' && content.body.map((block) => block.uid)).toEqual(['section-1']);
  });
});
