import { describe, expect, it } from 'vitest';
import { assetValue, focusAt, focusPoint, readAsset, thumbnail, withAlt } from './assets';

describe('asset values', () => {
  it('reads both shapes the site takes', () => {
    expect(readAsset({ filename: '/media/uploads/2026/a-1.png', alt: 'A', focus: '1x1:2x2' })).toEqual({
      src: '/media/uploads/2026/a-1.png',
      name: '/media/uploads/2026/a-1.png',
      alt: 'A',
      focus: '1x1:2x2',
    });
    expect(readAsset({ imageS3Key: 'illustrations/x.svg', imageAlt: 'X' })).toMatchObject({
      src: '/media/illustrations/x.svg',
      alt: 'X',
    });
    // Another origin is not shown (the editor's CSP), but named.
    expect(readAsset({ filename: 'https://a.storyblok.com/f/1/x.png' })).toMatchObject({ src: null });
    expect(readAsset(null)).toBeNull();
    expect(readAsset({ filename: '' })).toBeNull();
  });

  it('changes alt text in the value’s own shape', () => {
    expect(withAlt({ filename: '/media/a.png', alt: '' }, 'New')).toEqual({
      filename: '/media/a.png',
      alt: 'New',
    });
    expect(withAlt({ imageS3Key: 'a.png', imageAlt: '' }, 'New')).toEqual({
      imageS3Key: 'a.png',
      imageAlt: 'New',
    });
  });

  it('makes a value, thumbnails and focus areas', () => {
    expect(assetValue({ filename: '/media/a.png', alt: 'A', focus: '' })).toEqual({
      fieldtype: 'asset',
      filename: '/media/a.png',
      alt: 'A',
      focus: '',
    });
    expect(thumbnail('/media/a.png')).toBe('/media/a.png/m/240x0');
    expect(thumbnail('/media/a.svg')).toBe('/media/a.svg');
    expect(focusAt(10.4, 20.6)).toBe('10x21:11x22');
    expect(focusPoint('10x20:12x22')).toEqual({ x: 11, y: 21 });
    expect(focusPoint('nonsense')).toBeNull();
  });
});
