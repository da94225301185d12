import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  NAME_MAX_LENGTH,
  NAME_REQUIRED_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  validateSignup,
} from './validation';

const valid = { name: 'Ada Lovelace', email: 'ada@shiftlane.example', terms: true };

describe('signup messages', () => {
  it('are worded exactly as §5 and §8', () => {
    expect(NAME_REQUIRED_MESSAGE).toBe('Please enter your name');
    expect(EMAIL_INVALID_MESSAGE).toBe('Please enter a valid email');
    expect(TERMS_REQUIRED_MESSAGE).toBe('Please read and accept our legal terms to continue');
  });
});

describe('validateSignup', () => {
  it('accepts a complete form and returns trimmed values', () => {
    expect(
      validateSignup({ name: '  Ada Lovelace ', email: ' ada@shiftlane.example ', terms: true }),
    ).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@shiftlane.example', terms: true },
    });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   \t '],
    ['missing', undefined],
    ['not text', 42],
  ])('shows only the name message when the name is %s', (_label, name) => {
    expect(validateSignup({ ...valid, name })).toEqual({
      ok: false,
      errors: { name: NAME_REQUIRED_MESSAGE },
    });
  });

  it.each([['ada'], [''], [undefined], ['ada@shiftlane']])('shows only the email message for %j', (email) => {
    expect(validateSignup({ ...valid, email })).toEqual({
      ok: false,
      errors: { email: EMAIL_INVALID_MESSAGE },
    });
  });

  it.each([[false], [undefined], [''], ['off'], ['false'], ['0'], [1], ['yes please']])(
    'shows only the terms message when terms is %j',
    (terms) => {
      expect(validateSignup({ ...valid, terms })).toEqual({
        ok: false,
        errors: { terms: TERMS_REQUIRED_MESSAGE },
      });
    },
  );

  it.each([[true], ['on'], ['true'], ['1'], ['ON']])('takes %j as a ticked box', (terms) => {
    expect(validateSignup({ ...valid, terms }).ok).toBe(true);
  });

  it('shows all three messages together', () => {
    expect(validateSignup({ name: ' ', email: 'not-an-email', terms: false })).toEqual({
      ok: false,
      errors: {
        name: NAME_REQUIRED_MESSAGE,
        email: EMAIL_INVALID_MESSAGE,
        terms: TERMS_REQUIRED_MESSAGE,
      },
    });
  });

  it.each([[undefined], [null], ['name=Ada'], [[]], [{}]])('treats %j as an empty form', (input) => {
    expect(validateSignup(input)).toEqual({
      ok: false,
      errors: {
        name: NAME_REQUIRED_MESSAGE,
        email: EMAIL_INVALID_MESSAGE,
        terms: TERMS_REQUIRED_MESSAGE,
      },
    });
  });

  it('reads a form post, where a ticked box arrives as "on" and an unticked one not at all', () => {
    const ticked = new FormData();
    ticked.set('name', 'Ada');
    ticked.set('email', 'ada@shiftlane.example');
    ticked.set('terms', 'on');
    ticked.set('talon', 'token');
    expect(validateSignup(ticked)).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@shiftlane.example', terms: true },
    });

    const unticked = new FormData();
    unticked.set('name', 'Ada');
    unticked.set('email', 'ada@shiftlane.example');
    expect(validateSignup(unticked)).toEqual({ ok: false, errors: { terms: TERMS_REQUIRED_MESSAGE } });
  });

  it('refuses a file in place of a name', () => {
    const post = new FormData();
    post.set('name', new Blob(['Ada']), 'name.txt');
    post.set('email', 'ada@shiftlane.example');
    post.set('terms', 'on');
    expect(validateSignup(post)).toEqual({ ok: false, errors: { name: NAME_REQUIRED_MESSAGE } });
  });

  describe('length limits', () => {
    it(`accepts a name of ${NAME_MAX_LENGTH} characters and refuses one longer, with its own message`, () => {
      expect(validateSignup({ ...valid, name: 'a'.repeat(NAME_MAX_LENGTH) }).ok).toBe(true);
      // Surrounding spaces do not count: the limit is on the trimmed name.
      expect(validateSignup({ ...valid, name: ` ${'a'.repeat(NAME_MAX_LENGTH)} ` }).ok).toBe(true);
      expect(validateSignup({ ...valid, name: 'a'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
        ok: false,
        errors: { name: NAME_TOO_LONG_MESSAGE },
      });
      expect(NAME_TOO_LONG_MESSAGE).toBe('Please enter a name of at most 200 characters');
    });

    it('accepts an address of 254 characters and refuses 255 with the email message', () => {
      const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example`; // 190 characters
      const at254 = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
      expect(at254).toHaveLength(254);
      expect(validateSignup({ ...valid, email: at254 }).ok).toBe(true);
      expect(validateSignup({ ...valid, email: `a${at254}` })).toEqual({
        ok: false,
        errors: { email: EMAIL_INVALID_MESSAGE },
      });
    });

    it('refuses a megabyte-long address quickly', () => {
      const started = performance.now();
      const result = validateSignup({ ...valid, email: `${'a.'.repeat(500_000)}@x` });
      expect(result).toEqual({ ok: false, errors: { email: EMAIL_INVALID_MESSAGE } });
      expect(performance.now() - started).toBeLessThan(1000);
    });
  });

  it('keeps other posted fields out of the values', () => {
    expect(validateSignup({ ...valid, talon: 't' })).toEqual({ ok: true, value: valid });
  });
});
