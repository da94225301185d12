import { describe, expect, it } from 'vitest';
import { imageSchema } from './image.schema';

const entity = {
  imageS3Key: 'photos/team.jpg',
  imageAlt: 'A team at the rota board',
  sourceImageWidth: 1280,
  sourceImageHeight: 600,
};

describe('the focus of an image', () => {
  it('reads an entity focus area in source pixels', () => {
    expect(imageSchema.parse({ ...entity, focus: '640x300:641x301' })?.focus).toEqual({
      left: 640,
      top: 300,
      right: 641,
      bottom: 301,
    });
    expect(imageSchema.parse({ ...entity, focus: ' 1000x100:1280x200 ' })?.focus).toEqual({
      left: 1000,
      top: 100,
      right: 1280,
      bottom: 200,
    });
  });

  it('reads a Storyblok asset focus against the size in its URL', () => {
    const asset = {
      filename: '/media/photos/team.jpg',
      alt: 'A team',
      focus: '0x0:200x100',
    };
    // No /WxH/ in the URL: the size is a guess, so pixel coordinates cannot be placed.
    expect(imageSchema.parse(asset)?.focus).toBeUndefined();
    const sized = { ...asset, filename: 'https://a.storyblok.com/f/1/800x400/abc/team.jpg' };
    expect(imageSchema.parse(sized)).toMatchObject({
      url: 'https://a.storyblok.com/f/1/800x400/abc/team.jpg',
      width: 800,
      height: 400,
      focus: { left: 0, top: 0, right: 200, bottom: 100 },
    });
  });

  it.each([
    ['', 'empty'],
    ['640x300', 'a point without an area'],
    ['640,300:641,301', 'another separator'],
    ['641x301:640x300', 'a reversed area'],
    ['1200x500:1300x600', 'an area beyond the right edge'],
    ['-1x0:2x2', 'a negative coordinate'],
  ])('ignores the focus %j (%s) and keeps the image', (focus) => {
    const image = imageSchema.parse({ ...entity, focus });
    expect(image).toMatchObject({ url: '/media/photos/team.jpg', width: 1280 });
    expect(image?.focus).toBeUndefined();
  });

  it('keeps the image when the focus is not a string, or the size is unknown', () => {
    expect(imageSchema.parse({ ...entity, focus: 42 })?.focus).toBeUndefined();
    const unsized = { imageS3Key: 'photos/team.jpg', imageAlt: 'x', focus: '0x0:10x10' };
    expect(imageSchema.parse(unsized)?.focus).toBeUndefined();
    expect(imageSchema.parse(entity)?.focus).toBeUndefined();
  });
});
