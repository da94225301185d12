// Crops that keep the subject: the largest window of the requested aspect ratio, centred on the
// focus point as far as the image's edges allow, cut out before the resize (sharp's pre-resize
// extract), so the resize then only scales it.
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import sharp from 'sharp';
import type { FocalArea, Rotation } from './params';

/** A point as fractions (0..1) of the image's width and height. */
export interface FocusPoint {
  x: number;
  y: number;
}

export interface CropWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The focus point after turning the image clockwise by `rotate` degrees. */
export function rotateFocus(focus: FocusPoint, rotate: Rotation): FocusPoint {
  switch (rotate) {
    case 0:
      return focus;
    case 90:
      return { x: 1 - focus.y, y: focus.x };
    case 180:
      return { x: 1 - focus.x, y: 1 - focus.y };
    case 270:
      return { x: focus.y, y: 1 - focus.x };
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The window, in source pixels, of a `target`-shaped crop of a `source`-sized image around the
 * focus point: as large as the image allows, so the crop loses as little as it can.
 */
export function focusWindow(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focus: FocusPoint,
): CropWindow {
  const ratio = target.width / target.height;
  const wider = source.width / source.height > ratio;
  const width = clamp(wider ? Math.round(source.height * ratio) : source.width, 1, source.width);
  const height = clamp(wider ? source.height : Math.round(source.width / ratio), 1, source.height);
  return {
    left: clamp(Math.round(focus.x * source.width - width / 2), 0, source.width - width),
    top: clamp(Math.round(focus.y * source.height - height / 2), 0, source.height - height),
    width,
    height,
  };
}

/**
 * The centre of a focal area as fractions of the original's `size`, kept inside the image: an area
 * beyond an edge pushes the crop against that edge, as far as it can go.
 */
export function focalCentre(area: FocalArea, size: { width: number; height: number }): FocusPoint {
  return {
    x: clamp((area.left + area.right) / 2 / size.width, 0, 1),
    y: clamp((area.top + area.bottom) / 2 / size.height, 0, 1),
  };
}

/**
 * Cuts the focus window out of `image` (already turned by `rotate`). The focal area is in pixels of
 * the original as shown (an SVG at its own width and height); the window is in pixels of the render,
 * read with the same input options, so an SVG counts at the density it is rendered at.
 */
export async function extractAroundFocus(
  image: Sharp,
  input: Buffer,
  options: SharpOptions,
  rotate: Rotation,
  target: { width: number; height: number },
  focal: FocalArea,
): Promise<Sharp> {
  const { density, ...plain } = options;
  const orient = (metadata: Metadata) => (options.autoOrient ? metadata.autoOrient : metadata);
  const original = orient(await sharp(input, plain).metadata());
  const shown = density === undefined ? original : orient(await sharp(input, options).metadata());
  const turned = rotate === 90 || rotate === 270;
  const source = turned ? { width: shown.height, height: shown.width } : shown;
  return image.extract(focusWindow(source, target, rotateFocus(focalCentre(focal, original), rotate)));
}
