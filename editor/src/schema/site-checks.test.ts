// Field errors in the site's words: each field parsed by the zod schema the site renders it with.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPONENTS } from './components';
import { componentIndex } from './fields';
import { siteFindings } from './site-checks';
import { validateBlock } from './validate';

const INDEX = componentIndex(COMPONENTS);
const NO_LISTS = new Set<string>();

function seedStories(): { file: string; content: { component: string; _uid?: string } }[] {
  return readdirSync('content', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') && file !== 'components.json' && !file.startsWith('datasources'))
    .map((file) => ({ file, story: JSON.parse(readFileSync(path.join('content', file), 'utf8')) as unknown }))
    .filter(
      (entry): entry is { file: string; story: { content: { component: string } } } =>
        typeof (entry.story as { content?: { component?: unknown } }).content?.component === 'string',
    )
    .map(({ file, story }) => ({ file, content: story.content }));
}

describe("the site's checks of a block's fields", () => {
  it('says what the site says of an anchor that is not an element id, and what it uses instead', () => {
    expect(siteFindings({ component: 'hero', _uid: 'h', headline: 'Hi', anchor: '1-bad' }, NO_LISTS)).toEqual(
      [],
    );
    expect(siteFindings({ component: 'signup_form', _uid: 'n', anchor: '1-bad' }, NO_LISTS)).toContainEqual({
      field: 'anchor',
      message: 'Not an element id: the site leaves it empty.',
    });
    expect(siteFindings({ component: 'modal', _uid: 'm', modal_id: 'has space' }, NO_LISTS)).toContainEqual({
      field: 'modal_id',
      message: 'Not an element id: the site leaves it empty.',
    });
  });

  it('names the value the site shows instead of a wrong one', () => {
    const findings = siteFindings({ component: 'hero', _uid: 'h', headline: 'Hi', theme: 'neon' }, NO_LISTS);
    expect(findings).toEqual([
      {
        field: 'theme',
        message: expect.stringMatching(/^Invalid option: .*: the site uses "purple-light" instead\.$/),
      },
    ]);
  });

  it('says when the site leaves the block out, in its own words', () => {
    expect(
      siteFindings({ component: 'video', _uid: 'v', video_url: 'javascript:alert(1)' }, NO_LISTS),
    ).toContainEqual({
      field: 'video_url',
      message: 'A video needs a safe http(s) address: the site leaves this block out.',
    });
  });

  it('puts a check across fields on the field its line names', () => {
    expect(siteFindings({ component: 'star_rating', _uid: 's', rating: 'lots' }, NO_LISTS)).toEqual([
      { field: 'rating', message: expect.stringMatching(/: the site uses 5 instead\.$/) },
    ]);
    expect(siteFindings({ component: 'star_rating', _uid: 's', site_rating: 'aggregate' }, NO_LISTS)).toEqual(
      [],
    );
  });

  it('leaves nested block lists to their own blocks, and knows nothing of an unknown component', () => {
    expect(
      siteFindings({ component: 'hero', _uid: 'h', headline: 'Hi', buttons: 'x' }, new Set(['buttons'])),
    ).toEqual([]);
    expect(siteFindings({ component: 'no_such_block' }, NO_LISTS)).toEqual([]);
  });
});

describe('field errors of a story', () => {
  it("report the site's message on the nested block it belongs to, after the definitions' own", () => {
    const page = {
      component: 'page',
      _uid: 'root',
      body: [
        { component: 'hero', _uid: 'hero-1', headline: '', theme: 'neon' },
        { component: 'signup_form', _uid: 'news-1', anchor: 'not an id' },
      ],
    };
    const errors = validateBlock(page, INDEX);
    expect(errors.map(({ uid, field }) => `${uid}/${field}`)).toEqual([
      'hero-1/headline',
      'hero-1/theme',
      'news-1/anchor',
    ]);
    expect(errors[0]?.message).toBe('Headline is required.');
    expect(errors[1]?.message).toMatch(/^Theme must be one of: /);
    expect(errors[2]?.message).toBe('Not an element id: the site leaves it empty.');
  });

  it('take a list in a text field and a number for a text option, as the site does', () => {
    const redirects = {
      component: 'redirects',
      _uid: 'r',
      rules: [{ component: 'redirect_rule', _uid: 'r1', from: '/a', to: '/b', status: 301 }],
    };
    expect(validateBlock(redirects, INDEX)).toEqual([]);
    const row = { component: 'comparison_row', _uid: 'c', feature: 'Clock in', values: ['yes', 'no'] };
    expect(validateBlock(row, INDEX)).toEqual([]);
    expect(validateBlock({ ...redirects, rules: [{ ...redirects.rules[0], status: 304 }] }, INDEX)).toEqual([
      expect.objectContaining({
        uid: 'r1',
        field: 'status',
        message: 'Status must be one of: 301, 302, 307, 308.',
      }),
    ]);
  });

  it.each(seedStories().map((entry) => [entry.file, entry.content] as const))(
    'are none for the seed story %s',
    (_file, content) => {
      expect(validateBlock(content, INDEX)).toEqual([]);
    },
  );
});
