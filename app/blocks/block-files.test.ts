import { describe, expect, it } from 'vitest';
import { blockNameOf, byBlockName, byFolder } from './block-files';
import type { BlockDefinition } from './define-block';
import { BLOCK_DEFINITIONS, BLOCKS } from './registry';
import { BLOCK_SCHEMAS } from './registry.schema';

const definition = (name: string): BlockDefinition => ({ name, core: false, component: () => null });

describe('finding a block by its files', () => {
  it("keeps only the file named after its folder, by the folder's name", () => {
    const found = byFolder(
      {
        './Hero/Hero.schema.ts': { default: 'hero' },
        './BlogList/blog-fields.schema.ts': {},
        './BlogList/BlogList.schema.ts': { default: 'list' },
        './BlogList/BlogList.data.server.ts': { default: 'loader' },
      },
      'schema',
    );
    expect([...found]).toEqual([
      ['Hero', 'hero'],
      ['BlogList', 'list'],
    ]);
    expect(() => byFolder({ './Faq/Faq.schema.ts': {} }, 'schema')).toThrow(
      'Faq/Faq.schema.ts has no default export',
    );
  });

  it('names each file by its definition and refuses a missing one, an orphan or a name used twice', () => {
    const definitions = new Map([['Hero', definition('hero')]]);
    expect(byBlockName(definitions, new Map([['Hero', 1]]), 'schema', true)).toEqual({ hero: 1 });
    expect(byBlockName(definitions, new Map(), 'data.server', false)).toEqual({});
    expect(() => byBlockName(definitions, new Map(), 'schema', true)).toThrow(
      'Block hero has no Hero/Hero.schema.ts',
    );
    expect(() => byBlockName(definitions, new Map([['Faq', 1]]), 'schema', false)).toThrow(
      'Faq/Faq.schema.ts has no Faq.block.ts',
    );
    const misnamed = new Map([['HeroAgain', definition('hero')]]);
    expect(() => byBlockName(misnamed, new Map(), 'schema', false)).toThrow(
      'Block hero must be in a folder named for it (HeroAgain is hero_again)',
    );
  });

  it("names a block by its folder in snake_case, as every block's definition does", () => {
    expect(blockNameOf('Hero')).toBe('hero');
    expect(blockNameOf('PricingTable')).toBe('pricing_table');
    expect(blockNameOf('HeroCentered')).toBe('hero_centered');
    for (const [folder, found] of BLOCK_DEFINITIONS) expect(found.name).toBe(blockNameOf(folder));
  });

  it('finds every block folder of the site, each with a component and a schema', () => {
    expect(BLOCK_DEFINITIONS.size).toBeGreaterThan(60);
    expect(Object.keys(BLOCKS).toSorted()).toEqual(Object.keys(BLOCK_SCHEMAS).toSorted());
    expect(BLOCKS.hero).toBeTypeOf('function');
    expect(BLOCK_SCHEMAS.hero?.safeParse({ headline: 'x' }).success).toBeDefined();
  });
});
