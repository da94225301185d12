import { describe, expect, it } from 'vitest';
import { changePath, changeRows, changeValue } from './changes';

describe("a version's changes", () => {
  it('names where a change is, counting blocks from 1', () => {
    expect(changePath(['body', 0, 'headline'])).toBe('body › 1 › headline');
    expect(changePath([])).toBe('(the whole story)');
  });

  it('shows values short', () => {
    expect(changeValue('A headline')).toBe('A headline');
    expect(changeValue({ component: 'divider' })).toBe('{"component":"divider"}');
    expect(changeValue(null)).toBe('');
    const long = changeValue('x'.repeat(500));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('lists content changes and leaves the editor markers out', () => {
    expect(
      changeRows([
        { path: ['body', 0, 'headline'], kind: 'changed', before: 'Old', after: 'New' },
        { path: ['body', 1], kind: 'added', before: null, after: { component: 'divider' } },
        { path: ['body', 0, '_editable'], kind: 'changed', before: 'a', after: 'b' },
      ]),
    ).toEqual([
      { where: 'body › 1 › headline', kind: 'changed', before: 'Old', after: 'New' },
      { where: 'body › 2', kind: 'added', before: '', after: '{"component":"divider"}' },
    ]);
  });
});
