import { describe, expect, it } from 'vitest';
import {
  cropSize,
  fallbackSrc,
  imageUrl,
  isResizable,
  responsiveSrcSet,
  shareImageUrl,
  staticSrcSet,
  type ImageRef,
} from './image';

const FOCUS = { left: 1151, top: 149, right: 1153, bottom: 151 };
const photo: ImageRef = {
  url: '/media/photos/team.jpg',
  alt: 'A team at the rota board',
  width: 1280,
  height: 600,
  vector: false,
  focus: FOCUS,
};

const STORYBLOK = 'https://a.storyblok.com/f/287512/3310x2192/e4ec08624e/team.jpeg';
const hosted: ImageRef = { ...photo, url: STORYBLOK, width: 3310, height: 2192, focus: undefined };

/** What a srcset's candidates ask of the image service, with their descriptors. */
function candidates(srcSet: string | undefined, asset = '/media/photos/team.jpg'): string[] {
  return (srcSet ?? '').split(', ').map((entry) => entry.replace(`${asset}/m/`, ''));
}

describe('imageUrl', () => {
  it("writes Storyblok's Image Service path: size, then the filters joined by colons", () => {
    expect(imageUrl(STORYBLOK, { width: 414, height: 300, format: 'webp', quality: 80, focus: FOCUS })).toBe(
      `${STORYBLOK}/m/414x300/filters:format(webp):quality(80):focal(1151x149:1153x151)`,
    );
    expect(imageUrl('/media/a.jpg', { width: 400, format: 'webp' })).toBe(
      '/media/a.jpg/m/400x0/filters:format(webp)',
    );
  });

  it('writes 0 for the side that follows the other, and no size without one', () => {
    expect(imageUrl('/media/a.jpg', { height: 300 })).toBe('/media/a.jpg/m/0x300');
    expect(imageUrl('/media/a.jpg', { format: 'png' })).toBe('/media/a.jpg/m/filters:format(png)');
    expect(imageUrl('/media/a.jpg')).toBe('/media/a.jpg');
  });

  it('leaves the focal area out when nothing is cropped', () => {
    expect(imageUrl('/media/a.jpg', { width: 400, focus: FOCUS })).toBe('/media/a.jpg/m/400x0');
  });

  it('turns the content’s brightness percentage into Storyblok’s -100..100, and passes the other filters', () => {
    expect(imageUrl('/media/a.jpg', { brightness: 80, blur: 5, rotate: 90, quality: 0 })).toBe(
      '/media/a.jpg/m/filters:quality(0):blur(5):brightness(-20):rotate(90)',
    );
    expect(imageUrl('/media/a.jpg', { brightness: 100 })).toBe('/media/a.jpg/m/filters:brightness(0)');
  });

  it.each([
    'https://images.example.com/team.jpg',
    'https://a.storyblok.com.evil.example/f/1/team.jpg',
    'https://a.storyblok.com/team.jpg',
    'https://a.storyblok.com/f/1/10x10/abc/logo.svg',
    `${STORYBLOK}/m/100x0`,
    `${STORYBLOK}?v=2`,
    'http://a.storyblok.com/f/1/10x10/abc/team.jpg',
    '/media/../secret.jpg',
    '/media/notes.txt',
    '/elsewhere/team.jpg',
  ])('leaves %s untouched: no image service resizes it', (url) => {
    expect(isResizable(url)).toBe(false);
    expect(imageUrl(url, { width: 400, format: 'webp' })).toBe(url);
  });

  it.each([
    'https://a.storyblok.com/f/1/10x10/abc/team.jpg',
    'https://a2.storyblok.com/f/1/10x10/abc/team.png',
    'https://a-us.storyblok.com/f/1/10x10/abc/team.webp',
    'https://a-ap.storyblok.com/f/1/10x10/abc/team.JPG',
    'https://a-ca.storyblok.com/f/1/10x10/abc/team.gif',
    'https://a.storyblokchina.cn/f/1/10x10/abc/team.avif',
    '/media/illustrations/week-schedule.svg',
  ])('resizes %s', (url) => {
    expect(isResizable(url)).toBe(true);
  });
});

describe('srcset through the image service', () => {
  it('offers every breakpoint up to the source width, as webp', () => {
    expect(candidates(responsiveSrcSet(hosted), STORYBLOK)).toEqual([
      '414x0/filters:format(webp) 414w',
      '767x0/filters:format(webp) 767w',
      '991x0/filters:format(webp) 991w',
      '3000x0/filters:format(webp) 3000w',
    ]);
  });

  it('asks for no raster wider than Storyblok resizes (4000)', () => {
    const huge: ImageRef = {
      ...hosted,
      url: STORYBLOK.replace('3310x2192', '8000x6000'),
      width: 8000,
      height: 6000,
    };
    expect(candidates(responsiveSrcSet(huge), huge.url).map((entry) => entry.split(' ')[1])).toEqual([
      '414w',
      '767w',
      '991w',
      '3000w',
    ]);
  });

  it('offers crops of the frame shape around the focus, up to the largest crop', () => {
    expect(cropSize(photo, 7 / 5)).toEqual({ width: 840, height: 600 });
    expect(candidates(responsiveSrcSet(photo, {}, 7 / 5))).toEqual([
      '414x296/filters:format(webp):focal(1151x149:1153x151) 414w',
      '767x548/filters:format(webp):focal(1151x149:1153x151) 767w',
    ]);
    expect(fallbackSrc(photo, 7 / 5)).toBe(
      '/media/photos/team.jpg/m/840x600/filters:format(webp):focal(1151x149:1153x151)',
    );
  });

  it('crops around the centre when the image names no focus', () => {
    const { focus: _, ...centred } = photo;
    expect(candidates(responsiveSrcSet(centred, {}, 2))[0]).toBe('414x207/filters:format(webp) 414w');
  });

  it('keeps the whole picture without a frame shape', () => {
    expect(candidates(responsiveSrcSet(photo))).toEqual([
      '414x0/filters:format(webp) 414w',
      '767x0/filters:format(webp) 767w',
      '991x0/filters:format(webp) 991w',
    ]);
  });

  it('offers fixed sizes at 1x, 2x and 3x, and a 1200 wide JPEG to share', () => {
    expect(candidates(staticSrcSet(hosted, 100), STORYBLOK)).toEqual([
      '100x0/filters:format(webp) 1x',
      '200x0/filters:format(webp) 2x',
      '300x0/filters:format(webp) 3x',
    ]);
    expect(shareImageUrl(hosted)).toBe(`${STORYBLOK}/m/1200x0/filters:format(jpeg):quality(80)`);
  });

  it('offers nothing for an image no service resizes, and shows it as it is', () => {
    const remote: ImageRef = { ...photo, url: 'https://images.example.com/team.jpg' };
    expect(responsiveSrcSet(remote)).toBeUndefined();
    expect(staticSrcSet(remote, 100)).toBeUndefined();
    expect(fallbackSrc(remote, 2)).toBe(remote.url);
    expect(shareImageUrl(remote)).toBe(remote.url);
  });
});
