// Image options of rich-text images (requirements §5 "Rich-text image options"), given as an `options`
// object on the image node or as query parameters of its src. Each invalid option is reported and
// ignored; the image still renders with the valid ones.
import { describeValue } from '../blocks/shared/content-warnings';
import type { MediaOptions } from '../media/image';

export const IMAGE_OPTION_NAMES = [
  'width',
  'height',
  'blur',
  'quality',
  'brightness',
  'rotate',
  'format',
] as const;
export type ImageOptionName = (typeof IMAGE_OPTION_NAMES)[number];

const ROTATIONS = [0, 90, 180, 270] as const;
const FORMATS = ['webp', 'png', 'jpeg'] as const;

export interface ImageOptionsResult {
  options: MediaOptions;
  /** One line per ignored option, to be logged as invalid content. */
  problems: string[];
}

function isOptionName(name: string): name is ImageOptionName {
  return (IMAGE_OPTION_NAMES as readonly string[]).includes(name);
}

/** A number, or a string that is exactly one (query parameters are always strings). */
function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(value.trim())) return Number(value);
  return undefined;
}

function shown(value: unknown): string {
  return typeof value === 'string' && numberFrom(value) !== undefined ? value.trim() : describeValue(value);
}

function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The valid options as media-service options, and a problem line for each invalid one. The media
 * service takes whole numbers only, so accepted values are rounded (a width stays at least 1).
 */
export function validateImageOptions(raw: Readonly<Record<string, unknown>>): ImageOptionsResult {
  const options: MediaOptions = {};
  const problems: string[] = [];
  const refuse = (name: string, value: unknown, rule: string) =>
    problems.push(`rich-text image option ${name} ${shown(value)} must be ${rule}; ignored`);

  for (const [name, value] of Object.entries(raw)) {
    if (isUnset(value)) continue;
    if (!isOptionName(name)) {
      problems.push(
        `rich-text image option ${describeValue(name)} is not one of ${IMAGE_OPTION_NAMES.join(', ')}; ignored`,
      );
      continue;
    }
    const number = numberFrom(value);
    switch (name) {
      case 'width':
      case 'height':
        if (number !== undefined && number > 0) options[name] = Math.max(1, Math.round(number));
        else refuse(name, value, 'a number above 0');
        break;
      case 'blur':
      case 'quality':
      case 'brightness':
        if (number !== undefined && number >= 0 && number <= 100) options[name] = Math.round(number);
        else refuse(name, value, 'a number from 0 to 100 (inclusive)');
        break;
      case 'rotate': {
        const rotate = ROTATIONS.find((allowed) => allowed === number);
        if (rotate !== undefined) options.rotate = rotate;
        else refuse(name, value, '0, 90, 180 or 270');
        break;
      }
      case 'format': {
        const format = FORMATS.find((allowed) => allowed === value);
        if (format) options.format = format;
        else refuse(name, value, 'webp, png or jpeg');
        break;
      }
    }
  }
  return { options, problems };
}
