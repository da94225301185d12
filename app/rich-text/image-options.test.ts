import { describe, expect, it } from 'vitest';
import { validateImageOptions } from './image-options';

describe('validateImageOptions (requirements §5 rich-text image options)', () => {
  it('accepts every option at its valid values, from numbers or query-string text', () => {
    expect(
      validateImageOptions({
        width: 640,
        height: '400',
        blur: 0,
        quality: '100',
        brightness: 50,
        rotate: '270',
        format: 'png',
      }),
    ).toEqual({
      options: { width: 640, height: 400, blur: 0, quality: 100, brightness: 50, rotate: 270, format: 'png' },
      problems: [],
    });
  });

  it.each(['blur', 'quality', 'brightness'])(
    'accepts %s from 0 to 100 inclusive and refuses 101 and -1',
    (name) => {
      expect(validateImageOptions({ [name]: 0 }).options).toEqual({ [name]: 0 });
      expect(validateImageOptions({ [name]: 100 }).options).toEqual({ [name]: 100 });
      for (const value of [101, -1]) {
        expect(validateImageOptions({ [name]: value })).toEqual({
          options: {},
          problems: [
            `rich-text image option ${name} ${value} must be a number from 0 to 100 (inclusive); ignored`,
          ],
        });
      }
    },
  );

  it('words the warning as the requirements give it', () => {
    expect(validateImageOptions({ blur: '101' }).problems).toEqual([
      'rich-text image option blur 101 must be a number from 0 to 100 (inclusive); ignored',
    ]);
  });

  it.each(['width', 'height'])('accepts %s above 0 only', (name) => {
    expect(validateImageOptions({ [name]: 1 }).options).toEqual({ [name]: 1 });
    expect(validateImageOptions({ [name]: 0.4 }).options).toEqual({ [name]: 1 });
    for (const value of [0, -5, 'wide']) {
      const result = validateImageOptions({ [name]: value });
      expect(result.options).toEqual({});
      expect(result.problems).toEqual([
        expect.stringMatching(
          new RegExp(`^rich-text image option ${name} .+ must be a number above 0; ignored$`),
        ),
      ]);
    }
  });

  it('accepts rotate 0, 90, 180 and 270 only', () => {
    for (const rotate of [0, 90, 180, 270])
      expect(validateImageOptions({ rotate }).options).toEqual({ rotate });
    expect(validateImageOptions({ rotate: 45 }).problems).toEqual([
      'rich-text image option rotate 45 must be 0, 90, 180 or 270; ignored',
    ]);
    expect(validateImageOptions({ rotate: 360 }).options).toEqual({});
  });

  it('accepts format webp, png and jpeg only', () => {
    for (const format of ['webp', 'png', 'jpeg'])
      expect(validateImageOptions({ format }).options).toEqual({ format });
    expect(validateImageOptions({ format: 'gif' }).problems).toEqual([
      'rich-text image option format "gif" must be webp, png or jpeg; ignored',
    ]);
    expect(validateImageOptions({ format: 'jpg' }).options).toEqual({});
  });

  it('keeps the valid options when others are invalid', () => {
    const result = validateImageOptions({ width: 0, quality: 80, rotate: 45 });
    expect(result.options).toEqual({ quality: 80 });
    expect(result.problems).toHaveLength(2);
  });

  it('rounds accepted numbers, since the media service takes whole numbers', () => {
    expect(validateImageOptions({ quality: 79.6, width: '640.2' }).options).toEqual({
      quality: 80,
      width: 640,
    });
  });

  it('treats unset values as absent and reports unknown option names', () => {
    expect(validateImageOptions({ width: '', blur: null, quality: undefined })).toEqual({
      options: {},
      problems: [],
    });
    expect(validateImageOptions({ onload: 'x' }).problems).toEqual([
      expect.stringContaining('rich-text image option "onload" is not one of width, height'),
    ]);
  });
});
