import { describe, expect, it } from 'vitest';
import { fullSlugError, slugError, slugify } from './slug';

describe('slugs', () => {
  it('suggests a slug from a name', () => {
    expect(slugify('Shift swaps (2027)!')).toBe('shift-swaps-2027');
    expect(slugify('  Café   rota  ')).toBe('cafe-rota');
    expect(slugify('---')).toBe('');
  });

  it('takes lowercase letters, digits and hyphens only', () => {
    expect(slugError('shift-swaps-2027')).toBeNull();
    expect(slugError('a')).toBeNull();
    expect(slugError('')).toBe('A slug is required.');
    for (const bad of ['Shift', 'shift swaps', 'shift_swaps', '-shift', 'shift-', 'shift--swaps', 'a/b', 'é'])
      expect(slugError(bad), bad).toMatch(/lowercase letters, digits and hyphens/);
  });

  it('checks every part of a full slug', () => {
    expect(fullSlugError('gb/guides/new-name')).toBeNull();
    expect(fullSlugError('gb//x')).toMatch(/no empty parts/);
    expect(fullSlugError('/gb/x')).toMatch(/no empty parts/);
    expect(fullSlugError('gb/New Name')).toMatch(/“New Name”/);
    expect(fullSlugError('')).toBe('A full slug is required.');
  });
});
