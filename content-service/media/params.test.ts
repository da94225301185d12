import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { parseMediaKey } from './key';
import { normaliseTransform, parseMediaRequest, parseTransform } from './params';

const parse = (operations: string) => parseTransform(operations);

/** The 400 a path is rejected with, or a failure when it is accepted. */
function rejection(path: string, query = ''): string {
  try {
    parseMediaRequest(path, new URLSearchParams(query));
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error(`expected ${path}?${query} to be rejected`);
}

/** The 400 of a transform of a valid key. */
const refused = (operations: string) => rejection(`photos/team.jpg/m/${operations}`);

describe('parseMediaRequest', () => {
  it('splits the key from what follows /m/', () => {
    const none = new URLSearchParams();
    expect(parseMediaRequest('photos/team.jpg', none)).toEqual({
      media: { key: 'photos/team.jpg', extension: 'jpg', contentType: 'image/jpeg' },
      transform: {},
    });
    expect(parseMediaRequest('photos/team.jpg/m', none).transform).toEqual({});
    expect(parseMediaRequest('photos/team.jpg/m/', none).transform).toEqual({});
    expect(parseMediaRequest('a.b/c.JPG/m/10x0', none)).toMatchObject({
      media: { key: 'a.b/c.JPG' },
      transform: { width: 10 },
    });
    // A folder called m is part of the key when no image name comes before it.
    expect(parseMediaRequest('m/x.png/m/0x20', none)).toMatchObject({
      media: { key: 'm/x.png' },
      transform: { height: 20 },
    });
  });

  it('refuses any query string, naming the parameters and the path form', () => {
    const message = rejection('photos/team.jpg', 'w=414&fm=webp');
    expect(message).toContain('"w", "fm"');
    expect(message).toContain('/m/414x0/filters:format(webp)');
  });

  it('leaves a key that is no image to parseMediaKey (404), and a malformed one (400)', () => {
    expect(() => parseMediaRequest('README.md', new URLSearchParams())).toThrow(/Media not found/);
    expect(rejection('photos/../team.jpg/m/10x0')).toContain('Invalid media key');
  });
});

describe('parseTransform', () => {
  it('reads the size and every filter into a typed transform', () => {
    expect(
      parse('414x300/filters:format(webp):quality(70):blur(10):brightness(-20):rotate(90):focal(1x2:3x4)'),
    ).toEqual({
      width: 414,
      height: 300,
      format: 'webp',
      quality: 70,
      blur: 10,
      brightness: -20,
      rotate: 90,
      focal: { left: 1, top: 2, right: 3, bottom: 4 },
    });
  });

  it('takes 0 for a side that follows the other, and filters without a size', () => {
    expect(parse('414x0')).toEqual({ width: 414 });
    expect(parse('0x300')).toEqual({ height: 300 });
    expect(parse('0x0')).toEqual({});
    expect(parse('filters:format(png)')).toEqual({ format: 'png' });
  });

  it('accepts the ends of every range', () => {
    expect(parse('1x6000/filters:quality(0):blur(100):brightness(-100):rotate(270)')).toMatchObject({
      width: 1,
      height: 6000,
      quality: 0,
      blur: 100,
      brightness: -100,
      rotate: 270,
    });
    expect(parse('6000x0/filters:quality(100):format(jpeg):brightness(100)')).toEqual({
      width: 6000,
      quality: 100,
      format: 'jpeg',
      brightness: 100,
    });
  });

  it('drops values that change nothing, so they name the original', () => {
    expect(parse('filters:rotate(0):blur(0):brightness(0)')).toEqual({});
    expect(normaliseTransform(parse(''))).toBe('');
    expect(normaliseTransform(parse('10x0'))).toBe('10x0');
  });

  it('keeps a focal area for a crop only', () => {
    expect(parse('100x50/filters:focal(395x214:396x215)').focal).toEqual({
      left: 395,
      top: 214,
      right: 396,
      bottom: 215,
    });
    // Without both sides nothing is cropped, so the area would change nothing.
    expect(parse('100x0/filters:focal(395x214:396x215)')).toEqual({ width: 100 });
  });

  it.each([
    ['filters:rotate(45)', 'filter rotate', 'one of 0, 90, 180, 270'],
    ['filters:rotate(-90)', 'filter rotate', 'one of 0, 90, 180, 270'],
    ['filters:format(gif)', 'filter format', 'one of webp, png, jpeg'],
    ['filters:format(avif)', 'filter format', 'one of webp, png, jpeg'],
    ['filters:format(WEBP)', 'filter format', 'one of webp, png, jpeg'],
    ['filters:quality(101)', 'filter quality', 'from 0 to 100'],
    ['filters:quality(7.5)', 'filter quality', 'from 0 to 100'],
    ['filters:quality()', 'filter quality', 'from 0 to 100'],
    ['filters:blur(-1)', 'filter blur', 'from 0 (none) to 100'],
    ['filters:blur(101)', 'filter blur', 'from 0 (none) to 100'],
    ['filters:brightness(101)', 'filter brightness', 'from -100 to 100'],
    ['filters:brightness(+5)', 'filter brightness', 'from -100 to 100'],
    ['6001x0', 'size', 'from 0 (follows the other side) to 6000'],
    ['99999999999x1', 'size', 'from 0 (follows the other side) to 6000'],
    ['1e3x0', 'size', 'from 0 (follows the other side) to 6000'],
    ['10x', 'size', 'from 0 (follows the other side) to 6000'],
    ['10', 'size', 'from 0 (follows the other side) to 6000'],
    ['10x10x10', 'size', 'from 0 (follows the other side) to 6000'],
    ['100x50/filters:focal(1x2)', 'filter focal', 'LEFTxTOP:RIGHTxBOTTOM'],
    ['100x50/filters:focal(0.5x0.5:1x1)', 'filter focal', 'LEFTxTOP:RIGHTxBOTTOM'],
    ['100x50/filters:focal(5x5:1x1)', 'filter focal', 'LEFT <= RIGHT'],
  ])('rejects %s, naming the %s and what is allowed', (operations, part, allowed) => {
    const message = refused(operations);
    expect(message).toContain(`Invalid ${part} `);
    expect(message).toContain(allowed);
  });

  it('refuses a bad focal area even where it would be dropped, so a typo never passes unnoticed', () => {
    expect(refused('100x0/filters:focal(a)')).toContain('Invalid filter focal');
  });

  it('rejects an unknown filter, listing the known ones', () => {
    const message = refused('10x0/filters:grayscale()');
    expect(message).toContain('"grayscale"');
    expect(message).toContain('focal, format, quality, blur, brightness, rotate');
    expect(refused('filters:fill(CCCCCC)')).toContain('"fill"');
  });

  it('rejects a repeated filter, even with the same value', () => {
    expect(refused('filters:quality(10):quality(20)')).toContain('Repeated filter quality');
    expect(refused('filters:format(png):format(png)')).toContain('Repeated filter format');
  });

  it.each([
    ['filters:format(webp)quality(10)', "join filters with ':'"],
    ['filters:format(webp):', 'filters:NAME(VALUE)'],
    ['filters:', 'filters:NAME(VALUE)'],
    ['filters:format(webp', 'filters:NAME(VALUE)'],
    ['10x0/', 'Unknown part ""'],
    ['10x0/10x0', 'Unknown part "10x0"'],
    ['filters:format(webp)/10x0', 'Unknown part "10x0"'],
    ['big', 'Unknown part "big"'],
    ['fit-in/100x100', 'fit-in is not supported'],
    ['smart', 'smart (face detection) is not supported'],
    ['-100x0', 'Flipping'],
    ['10x10:100x100', 'Cropping by coordinates'],
  ])('rejects the malformed or unsupported %s, saying why', (operations, reason) => {
    expect(refused(operations)).toContain(reason);
  });

  it('quotes a hostile value instead of echoing it raw', () => {
    expect(refused('filters:format(<script>")')).toContain('"<script>\\""');
  });
});

describe('normaliseTransform', () => {
  it('gives one canonical form whatever the order, padding or no-op values', () => {
    const canonical = '20x10/filters:format(webp):rotate(90)';
    expect(normaliseTransform(parse('20x10/filters:rotate(90):format(webp)'))).toBe(canonical);
    expect(normaliseTransform(parse('020x0010/filters:format(webp):rotate(90):blur(0):brightness(0)'))).toBe(
      canonical,
    );
    expect(normaliseTransform(parse('filters:rotate(0)'))).toBe('');
  });

  it('puts the focal area in the key, and only for a crop', () => {
    const canonical = '20x10/filters:focal(1x2:3x4):format(webp)';
    expect(normaliseTransform(parse('20x10/filters:format(webp):focal(01x2:3x4)'))).toBe(canonical);
    expect(normaliseTransform(parse('20x10/filters:focal(1x2:3x5):format(webp)'))).not.toBe(canonical);
    expect(normaliseTransform(parse('20x0/filters:focal(1x2:3x4)'))).toBe('20x0');
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
