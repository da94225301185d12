import { describe, expect, it } from 'vitest';
import { parseName } from './names';

describe('parseName (§3)', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Ada', 'Ada', 'Ada'],
    ['  Ada  ', 'Ada', 'Ada'],
    ['Augusta Ada King Lovelace', 'Augusta', 'Lovelace'],
    ['  Ada    Lovelace  ', 'Ada', 'Lovelace'],
    ['Ada\tKing\nLovelace', 'Ada', 'Lovelace'],
    ['Ada\u00a0Lovelace', 'Ada', 'Lovelace'],
    ['José María García-López', 'José', 'García-López'],
    ["Seán O'Brien", 'Seán', "O'Brien"],
    ['李 小龙', '李', '小龙'],
    ['', '', ''],
    ['   ', '', ''],
  ])('%j -> first %j, last %j', (name, firstName, lastName) => {
    expect(parseName(name)).toEqual({ firstName, lastName });
  });
});
