import { describe, expect, it } from 'vitest';
import { cropSize, fallbackSrc, mediaUrl, responsiveSrcSet, type ImageRef } from './image';

const photo: ImageRef = {
  key: 'photos/team.jpg',
  url: '/media/photos/team.jpg',
  alt: 'A team at the rota board',
  width: 1280,
  height: 600,
  vector: false,
  focus: { x: 0.9, y: 0.25 },
};

/** The query strings of a srcset's candidates, with their descriptors. */
function candidates(srcSet: string | undefined): string[] {
  return (srcSet ?? '').split(', ').map((entry) => entry.replace('/media/photos/team.jpg?', ''));
}

describe('mediaUrl', () => {
  it('sends the focus point with a crop, in the media service order', () => {
    expect(mediaUrl('a.jpg', { width: 400, height: 200, focus: { x: 0.9, y: 0.25 }, format: 'webp' })).toBe(
      '/media/a.jpg?w=400&h=200&fp=0.9%2C0.25&fm=webp',
    );
  });

  it('rounds the point to four decimals within 0..1', () => {
    expect(mediaUrl('a.jpg', { width: 4, height: 2, focus: { x: 1 / 3, y: 1.2 } })).toBe(
      '/media/a.jpg?w=4&h=2&fp=0.3333%2C1',
    );
  });

  it('leaves the focus out when nothing is cropped', () => {
    expect(mediaUrl('a.jpg', { width: 400, focus: { x: 0.9, y: 0.25 } })).toBe('/media/a.jpg?w=400');
  });
});

describe('crops in a srcset', () => {
  it('offers crops of the frame shape around the focus, up to the largest crop', () => {
    expect(cropSize(photo, 7 / 5)).toEqual({ width: 840, height: 600 });
    expect(candidates(responsiveSrcSet(photo, {}, 7 / 5))).toEqual([
      'w=414&h=296&fp=0.9%2C0.25&fm=webp 414w',
      'w=767&h=548&fp=0.9%2C0.25&fm=webp 767w',
    ]);
    expect(fallbackSrc(photo, 7 / 5)).toBe('/media/photos/team.jpg?w=840&h=600&fp=0.9%2C0.25&fm=webp');
  });

  it('crops around the centre when the image names no focus', () => {
    const { focus: _, ...centred } = photo;
    expect(candidates(responsiveSrcSet(centred, {}, 2))[0]).toBe('w=414&h=207&fm=webp 414w');
  });

  it('keeps the whole picture without a frame shape', () => {
    expect(candidates(responsiveSrcSet(photo))).toEqual([
      'w=414&fm=webp 414w',
      'w=767&fm=webp 767w',
      'w=991&fm=webp 991w',
    ]);
  });
});
