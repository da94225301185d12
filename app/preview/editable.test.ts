import { describe, expect, it } from 'vitest';
import { editableAttributes } from './editable';

/**
 * @storyblok/js's storyblokEditable, which the site does not load: the JSON between the marker's
 * start and end, as data-blok-c, and "{id}-{uid}" as data-blok-uid.
 */
function storyblokEditable(blok: { _editable?: string }) {
  if (typeof blok !== 'object' || typeof blok._editable === 'undefined') return {};
  try {
    const options = JSON.parse(blok._editable.replace(/^<!--#storyblok#/, '').replace(/-->$/, ''));
    if (!options) return {};
    return { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${options.id}-${options.uid}` };
  } catch {
    return {};
  }
}

/** A marker as a draft answer carries it (content-service/present.ts editableMarker). */
const marker = (options: unknown) => `<!--#storyblok#${JSON.stringify(options)}-->`;

const hero = { name: 'hero', space: '288123', uid: 'ff754b83-f8eb-409a-9a77-5db458e51ed0', id: '512' };

describe('editableAttributes', () => {
  it("gives a draft block's marker the attributes storyblokEditable gives it", () => {
    const attributes = editableAttributes(marker(hero));
    expect(attributes).toEqual({
      'data-blok-c': JSON.stringify(hero),
      'data-blok-uid': '512-ff754b83-f8eb-409a-9a77-5db458e51ed0',
    });
    expect(attributes).toEqual(storyblokEditable({ _editable: marker(hero) }));
  });

  it.each([
    ['a numeric story id', { ...hero, id: 512 }],
    [
      'fields in another order, and more of them',
      { uid: 'a1', id: '7', name: 'faq', extra: [1, { x: null }] },
    ],
    ['characters JSON escapes', { ...hero, name: 'quote "héro" </script> \u2028 & <b>' }],
  ])('keeps the marker as storyblokEditable does with %s', (_case, options) => {
    expect(editableAttributes(marker(options))).toEqual(storyblokEditable({ _editable: marker(options) }));
  });

  it.each([
    ['no marker', ''],
    ['plain text', 'hero'],
    ['the JSON alone', JSON.stringify(hero)],
    ['no end', `<!--#storyblok#${JSON.stringify(hero)}`],
    ['no start', `${JSON.stringify(hero)}-->`],
    ['another comment', `<!--#other#${JSON.stringify(hero)}-->`],
    ['text around it', ` ${marker(hero)}`],
    ['nothing inside', '<!--#storyblok#-->'],
    ['broken JSON', '<!--#storyblok#{"name":"hero","uid":-->'],
    ['null', marker(null)],
    ['a list', marker([hero])],
    ['a string', marker('512-ff754b83')],
    ['a number', marker(512)],
    ['no uid', marker({ ...hero, uid: undefined })],
    ['no id', marker({ ...hero, id: undefined })],
    ['a numeric uid', marker({ ...hero, uid: 7 })],
    ['an object for an id', marker({ ...hero, id: { id: 512 } })],
  ])('gives nothing for %s', (_case, value) => {
    expect(editableAttributes(value)).toBeUndefined();
  });

  it('gives nothing for a marker far larger than one is', () => {
    const padded = (length: number) => {
      const base = marker({ ...hero, name: '' });
      return marker({ ...hero, name: 'x'.repeat(length - base.length) });
    };
    expect(padded(2_000)).toHaveLength(2_000);
    expect(editableAttributes(padded(2_000))?.['data-blok-uid']).toBe(`512-${hero.uid}`);
    expect(editableAttributes(padded(2_001))).toBeUndefined();
    expect(editableAttributes(padded(1_000_000))).toBeUndefined();
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 512],
    ['the options object', hero],
    ['a list', [marker(hero)]],
    ['a String object', new String(marker(hero))],
  ])('gives nothing for %s, which is not a string', (_case, value) => {
    expect(editableAttributes(value)).toBeUndefined();
  });
});
