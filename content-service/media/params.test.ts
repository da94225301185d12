import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { parseMediaKey } from './key';
import { normaliseTransform, parseTransform } from './params';

const parse = (query: string) => parseTransform(new URLSearchParams(query));

/** The 400 a query is rejected with, or a failure when it is accepted. */
function rejection(query: string): string {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error(`expected ?${query} to be rejected`);
}

describe('parseTransform', () => {
  it('reads every parameter into a typed transform', () => {
    expect(parse('w=414&h=300&fm=webp&q=70&blur=10&bri=80&rot=90')).toEqual({
      width: 414,
      height: 300,
      format: 'webp',
      quality: 70,
      blur: 10,
      brightness: 80,
      rotate: 90,
    });
  });

  it('accepts the ends of every range', () => {
    expect(parse('w=1&h=6000&q=0&blur=100&bri=0&rot=270')).toMatchObject({
      width: 1,
      height: 6000,
      quality: 0,
      blur: 100,
      brightness: 0,
      rotate: 270,
    });
    expect(parse('w=6000&q=100&fm=jpeg')).toEqual({ width: 6000, quality: 100, format: 'jpeg' });
    expect(parse('fm=png')).toEqual({ format: 'png' });
  });

  it('drops values that change nothing, so they name the original', () => {
    expect(parse('rot=0&blur=0&bri=100')).toEqual({});
    expect(normaliseTransform(parse(''))).toBe('');
    expect(normaliseTransform(parse('w=10'))).toBe('w=10');
  });

  it.each([
    ['rot=45', 'rot', 'one of 0, 90, 180, 270'],
    ['rot=-90', 'rot', 'one of 0, 90, 180, 270'],
    ['fm=gif', 'fm', 'one of webp, png, jpeg'],
    ['fm=WEBP', 'fm', 'one of webp, png, jpeg'],
    ['q=101', 'q', 'from 0 to 100'],
    ['q=7.5', 'q', 'from 0 to 100'],
    ['blur=-1', 'blur', 'from 0 (none) to 100'],
    ['blur=101', 'blur', 'from 0 (none) to 100'],
    ['bri=101', 'bri', 'from 0 to 100'],
    ['w=0', 'w', 'from 1 to 6000'],
    ['w=6001', 'w', 'from 1 to 6000'],
    ['w=abc', 'w', 'from 1 to 6000'],
    ['w=', 'w', 'from 1 to 6000'],
    ['w=+5', 'w', 'from 1 to 6000'],
    ['w=1e3', 'w', 'from 1 to 6000'],
    ['w= 5', 'w', 'from 1 to 6000'],
    ['h=99999999999', 'h', 'from 1 to 6000'],
  ])('rejects %s, naming %s and what is allowed', (query, name, allowed) => {
    const message = rejection(query);
    expect(message).toContain(`Invalid ${name}=`);
    expect(message).toContain(allowed);
  });

  it('reads a focus point as fractions, for a crop only', () => {
    expect(parse('w=100&h=50&fp=0.25,1')).toEqual({ width: 100, height: 50, focus: { x: 0.25, y: 1 } });
    expect(parse('w=100&h=50&fp=0,0.0001').focus).toEqual({ x: 0, y: 0.0001 });
    expect(parse('w=100&h=50&fp=1.0000,0.5000').focus).toEqual({ x: 1, y: 0.5 });
    // Without both sides nothing is cropped, so the point would change nothing.
    expect(parse('w=100&fp=0.25,0.5')).toEqual({ width: 100 });
    expect(parse('fp=0.25,0.5')).toEqual({});
  });

  it.each([
    'fp=0.5',
    'fp=0.5,0.5,0.5',
    'fp=1.5,0.5',
    'fp=-0.1,0.5',
    'fp=.5,.5',
    'fp=0.12345,0.5',
    'fp=0.5;0.5',
    'fp=0.5, 0.5',
    'fp=640,300',
    'fp=1e-1,0.5',
    'fp=',
  ])('rejects %s, saying what a focus point looks like', (query) => {
    // A bad value is refused even where it would be dropped, so a typo never passes unnoticed.
    for (const crop of ['w=100&h=50&', 'w=100&']) {
      const message = rejection(crop + query);
      expect(message).toContain('Invalid fp=');
      expect(message).toContain('fractions from 0 to 1');
    }
  });

  it('rejects an unknown parameter, listing the known ones', () => {
    const message = rejection('w=10&width=10');
    expect(message).toContain('"width"');
    expect(message).toContain('w, h, fp, fm, q, blur, bri, rot');
    expect(rejection('format=webp')).toContain('"format"');
  });

  it('rejects a repeated parameter, even with the same value', () => {
    expect(rejection('w=10&w=20')).toContain('Repeated query parameter w');
    expect(rejection('fm=png&fm=png')).toContain('Repeated query parameter fm');
  });

  it('quotes a hostile value instead of echoing it raw', () => {
    expect(rejection('fm=%3Cscript%3E%22')).toContain('"<script>\\""');
  });
});

describe('normaliseTransform', () => {
  it('gives one canonical form whatever the order, padding or no-op values', () => {
    const canonical = 'w=20&h=10&fm=webp&rot=90';
    expect(normaliseTransform(parse('rot=90&fm=webp&h=10&w=20'))).toBe(canonical);
    expect(normaliseTransform(parse('w=020&h=0010&fm=webp&rot=90&blur=0&bri=100'))).toBe(canonical);
    expect(normaliseTransform(parse('rot=0'))).toBe('');
  });

  it('puts the focus point in the key in its shortest form, and only for a crop', () => {
    const canonical = 'w=20&h=10&fp=0.5,0.25&fm=webp';
    expect(normaliseTransform(parse('fp=0.5000,0.25&fm=webp&h=10&w=20'))).toBe(canonical);
    expect(normaliseTransform(parse('w=20&h=10&fp=0.5,0.26&fm=webp'))).not.toBe(canonical);
    expect(normaliseTransform(parse('w=20&fp=0.5,0.25'))).toBe('w=20');
  });
});

/** The status parseMediaKey rejects a key with (200 when it accepts it). */
function keyStatus(key: string): number {
  try {
    parseMediaKey(key);
    return 200;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).status;
  }
}

describe('parseMediaKey', () => {
  it('accepts nested keys of the allowed alphabet and types them by extension', () => {
    expect(parseMediaKey('logos/acme-co_2.svg')).toEqual({
      key: 'logos/acme-co_2.svg',
      extension: 'svg',
      contentType: 'image/svg+xml',
    });
    expect(parseMediaKey('photos/a.b.JPG').contentType).toBe('image/jpeg');
  });

  it.each([
    '../package.json',
    'a/../b.svg',
    '%2e%2e/x.svg',
    '/etc/passwd',
    'a//b.svg',
    '.env',
    'a/.hidden.svg',
    'a b.svg',
    'a\\b.svg',
    'a/',
  ])('rejects the malformed key %s with a 400', (key) => {
    expect(keyStatus(key)).toBe(400);
  });

  it('answers 404 for a key that cannot name an image', () => {
    for (const key of ['', 'README.md', 'logos/acme', 'notes.txt']) {
      expect(keyStatus(key)).toBe(404);
    }
  });
});
