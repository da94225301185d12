import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { focalCentre, focusWindow, rotateFocus } from './focus-crop';
import { parseTransform } from './params';
import { renderTransform } from './transform';

describe('focusWindow', () => {
  const wide = { width: 400, height: 200 };

  it('takes the largest window of the target ratio, centred on the focus', () => {
    expect(focusWindow(wide, { width: 100, height: 100 }, { x: 0.5, y: 0.5 })).toEqual({
      left: 100,
      top: 0,
      width: 200,
      height: 200,
    });
    expect(focusWindow(wide, { width: 100, height: 100 }, { x: 0.4, y: 0.5 })).toEqual({
      left: 60,
      top: 0,
      width: 200,
      height: 200,
    });
  });

  it('stops at the edges instead of leaving the image', () => {
    expect(focusWindow(wide, { width: 50, height: 50 }, { x: 1, y: 1 }).left).toBe(200);
    expect(focusWindow(wide, { width: 50, height: 50 }, { x: 0, y: 0 }).left).toBe(0);
    expect(focusWindow(wide, { width: 800, height: 100 }, { x: 0.5, y: 0.05 })).toEqual({
      left: 0,
      top: 0,
      width: 400,
      height: 50,
    });
  });
});

describe('focalCentre', () => {
  it('is the centre of the area as fractions, kept inside the image', () => {
    const size = { width: 400, height: 200 };
    expect(focalCentre({ left: 360, top: 20, right: 370, bottom: 30 }, size)).toEqual({
      x: 0.9125,
      y: 0.125,
    });
    expect(focalCentre({ left: 0, top: 0, right: 0, bottom: 0 }, size)).toEqual({ x: 0, y: 0 });
    // An area beyond the edges (pixels of a bigger copy) pushes the crop to the far edge.
    expect(focalCentre({ left: 900, top: 500, right: 901, bottom: 501 }, size)).toEqual({ x: 1, y: 1 });
  });
});

describe('rotateFocus', () => {
  it('moves the focus with the picture when it is turned clockwise', () => {
    const corner = { x: 0.1, y: 0.2 };
    expect(rotateFocus(corner, 0)).toEqual(corner);
    expect(rotateFocus(corner, 90)).toEqual({ x: 0.8, y: 0.1 });
    expect(rotateFocus(corner, 180)).toEqual({ x: 0.9, y: 0.8 });
    expect(rotateFocus(corner, 270)).toEqual({ x: 0.2, y: 0.9 });
  });
});

// A 400 x 200 white raster whose "subject" is a red 10 x 10 square near the top-right corner.
const SUBJECT = { left: 360, top: 20, size: 10 };
const FOCAL = `focal(${SUBJECT.left}x${SUBJECT.top}:${SUBJECT.left + SUBJECT.size}x${SUBJECT.top + SUBJECT.size})`;

async function photo(): Promise<Buffer> {
  const red = await sharp({
    create: { width: SUBJECT.size, height: SUBJECT.size, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } })
    .composite([{ input: red, left: SUBJECT.left, top: SUBJECT.top }])
    .png()
    .toBuffer();
}

/** The output's size and whether any of its pixels is clearly red. */
async function render(operations: string): Promise<{ width: number; height: number; red: boolean }> {
  const rendered = await renderTransform(await photo(), 'png', parseTransform(operations), 't');
  const { data, info } = await sharp(rendered.data).raw().toBuffer({ resolveWithObject: true });
  let red = false;
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i]! > 200 && data[i + 1]! < 80 && data[i + 2]! < 80) red = true;
  }
  return { width: info.width, height: info.height, red };
}

describe('a crop with a focus point', () => {
  it('keeps the subject that a centred crop cuts away', async () => {
    expect(await render('100x100')).toEqual({ width: 100, height: 100, red: false });
    expect(await render(`100x100/filters:${FOCAL}`)).toEqual({ width: 100, height: 100, red: true });
  });

  it('keeps it in a tall crop, and after a quarter turn', async () => {
    expect((await render('40x100')).red).toBe(false);
    expect((await render(`40x100/filters:${FOCAL}`)).red).toBe(true);
    // Turned clockwise, the top-right subject sits at the bottom right of a 200 x 400 picture.
    expect((await render('100x50/filters:rotate(90)')).red).toBe(false);
    expect(await render(`100x50/filters:rotate(90):${FOCAL}`)).toEqual({ width: 100, height: 50, red: true });
  });

  it('never enlarges a raster, but keeps the asked-for shape', async () => {
    expect(await render(`800x800/filters:${FOCAL}`)).toEqual({ width: 200, height: 200, red: true });
  });
});
