// What an upload must be before it is stored: one of the kinds the media service serves, whose bytes
// really are that kind (the Content-Type is only the sender's claim), and, for SVG, a drawing and
// not a document that runs script. The SVG check is a deny-list and deliberately blunt: it refuses
// any file that so much as mentions script, event attributes, embedded documents or style sheet
// transforms, even in its text. The media service's Content-Security-Policy on SVG answers stays the guard behind it.
import { HttpError } from '../errors';

import { UPLOAD_TYPES, type UploadType } from './upload-rules';

/** sharp's name of each format, which must agree with the magic number. */
export const SHARP_FORMATS: Record<UploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

export function uploadType(header: string | undefined): UploadType {
  const type = header?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!Object.hasOwn(UPLOAD_TYPES, type)) {
    throw new HttpError(
      415,
      `Content-Type must be one of ${Object.keys(UPLOAD_TYPES).join(', ')} (the image's own bytes as the body)`,
    );
  }
  return type as UploadType;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An XML declaration, comments and a doctype without an internal subset may come before <svg>. The
 * declaration is `<?xml` and a space: `<?xml-stylesheet …?>` is another instruction altogether
 * (a style sheet, possibly XSLT that rewrites the document), not one.
 */
const SVG_START =
  /^\s*(?:<\?xml\s[^>]{0,200}\?>\s*)?(?:<!--[\s\S]{0,2000}?-->\s*|<!DOCTYPE[^>[]{0,500}>\s*)*<svg[\s>/]/i;

export function svgText(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

const MAGIC: Record<UploadType, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(PNG),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/gif': (bytes) => ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/svg+xml': (bytes) => SVG_START.test(svgText(bytes) ?? ''),
};

/** 415 when the bytes do not start the way every file of the declared kind starts. */
export function requireMagicNumber(bytes: Buffer, type: UploadType): void {
  if (!MAGIC[type](bytes)) {
    throw new HttpError(415, `The body is not an image of the type its Content-Type says (${type})`);
  }
}

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character references resolved, as an XML parser would before reading an attribute's value. */
function resolveReferences(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|(amp|lt|gt|quot|apos));?/gi,
    (all, hex, dec, named) => {
      if (named) return NAMED_REFERENCES[String(named).toLowerCase()] ?? all;
      const code = hex ? parseInt(String(hex), 16) : Number(dec);
      return code <= 0x10ffff ? String.fromCodePoint(code) : all;
    },
  );
}

const HOSTILE: [RegExp, string][] = [
  [/<([\w.-]+:)?script[\s>/]/i, 'a <script> element'],
  [/[\s"'/]on[a-z][\w.:-]*\s*=/i, 'an event handler attribute (on…=)'],
  [/<([\w.-]+:)?(foreignObject|iframe|embed|object)[\s>/]/i, 'an embedded document'],
  [/<!ENTITY/i, 'an entity declaration'],
  // A style sheet instruction anywhere (after <svg too): XSLT can turn the file into a page.
  [/<\?xml-stylesheet/i, 'a style sheet instruction (<?xml-stylesheet?>)'],
  [/www\.w3\.org\/1999\/XSL\/Transform/i, 'an XSL transform'],
];

/** Why an SVG is refused, or undefined when it is not. */
export function svgProblem(text: string): string | undefined {
  for (const [pattern, what] of HOSTILE) if (pattern.test(text)) return what;
  // Browsers ignore spaces, tabs, line breaks and control characters in and around a URL's scheme.
  const squeezed = [...resolveReferences(text)].filter((char) => char > ' ').join('');
  if (/(?:java|vb)script:/i.test(squeezed)) return 'a javascript: URL';
  return undefined;
}

export function requireSafeSvg(bytes: Buffer): void {
  const problem = svgProblem(svgText(bytes) ?? '');
  if (problem) throw new HttpError(422, `This SVG is refused: it contains ${problem}`);
}
