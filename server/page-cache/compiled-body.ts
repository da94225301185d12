// A cached page body, compressed once when it is rendered and served many times with different
// per-response values (the CSP nonce, a response seed) without recompressing.
//
// Every per-response value has a placeholder exactly as long as the value (the CSP nonce and its
// placeholder are both 22 characters). gzip: the body is cut at every placeholder; each piece is raw-deflated on its own and ends
// byte-aligned (a sync flush). A response is the gzip header, the pieces, and between them the
// response's values as deflate "stored" blocks (uncompressed bytes with a 5-byte header), then a
// trailer whose CRC-32 is combined from the pieces' precomputed CRCs and the values'
// (crc32-combine.ts). To compress as well as one stream would, a piece may refer back into the
// pieces before it (a preset dictionary of what the browser will have decoded so far), but never
// into a value: that is proven for each piece by decoding it twice, against two dictionaries that
// differ in every placeholder byte; a piece that fails the proof is compressed without dictionary.
//
// brotli has no way to restart its window mid-stream that Node exposes, so a brotli body cannot be
// spliced: bodies without a placeholder (client navigation data) are kept in brotli too; pages
// with scripts (every HTML page carries a nonce) are served gzip to every browser.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { crc32Append, crc32Shift } from './crc32-combine';

const deflateRaw = promisify(zlib.deflateRaw);
const inflateRaw = promisify(zlib.inflateRaw);
const brotliCompress = promisify(zlib.brotliCompress);

// ID1 ID2, CM = deflate, no flags, MTIME 0, XFL 0, OS 255 (unknown): RFC 1952 §2.3.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
const MAX_STORED_BLOCK = 0xffff;
// Every page is compressed again at each refresh (once per TTL): quality 5 costs a tenth of 11's
// time (about 8 ms for 45 KB of page data) for about 15% more bytes, still smaller than gzip -9.
const BROTLI_QUALITY = 5;
/** How far back deflate may refer. */
const WINDOW_BYTES = 32 * 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CompiledBody {
  /** The body cut at each placeholder (one piece when there is none). */
  readonly pieces: readonly Buffer[];
  /** Which placeholder (index in the list given to compileBody) sat between piece i and i + 1. */
  readonly slots: readonly number[];
  readonly deflated: readonly Buffer[];
  readonly pieceCrcs: readonly number[];
  readonly pieceShifts: readonly number[];
  readonly brotli: Buffer | undefined;
  /** Each placeholder's length: its values must match it, as pieces refer back across them by offset. */
  readonly valueLengths: readonly number[];
  /** Bytes held, for the cache's size bound. */
  readonly bytes: number;
}

export interface SplitBody {
  readonly pieces: readonly Buffer[];
  readonly slots: readonly number[];
}

/** The body cut at each occurrence of any of the placeholders. */
export function splitAt(
  body: Buffer,
  placeholders: readonly string[],
): { pieces: Buffer[]; slots: number[] } {
  const markers = placeholders.map((placeholder) => Buffer.from(placeholder));
  const pieces: Buffer[] = [];
  const slots: number[] = [];
  let start = 0;
  for (;;) {
    let at = -1;
    let slot = -1;
    markers.forEach((marker, index) => {
      const found = body.indexOf(marker, start);
      if (found !== -1 && (at === -1 || found < at)) [at, slot] = [found, index];
    });
    if (at === -1) break;
    pieces.push(body.subarray(start, at));
    slots.push(slot);
    start = at + (markers[slot]?.length ?? 0);
  }
  pieces.push(body.subarray(start));
  return { pieces, slots };
}

/** What the browser will have decoded before piece `upTo`, with `fill(slot)` in each value's place. */
function history(split: SplitBody, upTo: number, fill: (slot: number) => Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let index = 0; index < upTo; index += 1) {
    parts.push(split.pieces[index] ?? Buffer.alloc(0), fill(split.slots[index] ?? 0));
  }
  const all = Buffer.concat(parts);
  return all.subarray(Math.max(0, all.length - WINDOW_BYTES));
}

async function deflatePiece(
  split: SplitBody,
  index: number,
  markers: Buffer[],
  flush: number,
): Promise<Buffer> {
  const piece = split.pieces[index] ?? Buffer.alloc(0);
  const options = { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: flush };
  if (index === 0 || piece.length === 0) return deflateRaw(piece, options);
  // Compressed against a history whose values are 0xFF bytes, which no UTF-8 text contains, so
  // no match can start or run inside a value. (Against the placeholders themselves, a word such as
  // 'talon' after the value would refer into it, and the whole piece would lose its history.)
  const unmatchable = history(split, index, (slot) => Buffer.alloc(markers[slot]?.length ?? 0, 0xff));
  const linked = await deflateRaw(piece, { ...options, dictionary: unmatchable });
  // The proof: decoded with two fillers that differ in every byte, the piece comes out the same.
  const dictionary = history(split, index, (slot) => markers[slot] ?? Buffer.alloc(0));
  const other = history(split, index, (slot) =>
    Buffer.from((markers[slot] ?? Buffer.alloc(0)).map((b) => b ^ 0xff)),
  );
  const decoded = await Promise.all(
    [dictionary, other].map((candidate) =>
      inflateRaw(linked, { dictionary: candidate, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    ),
  );
  return decoded.every((output) => output.equals(piece)) ? linked : deflateRaw(piece, options);
}

/** A whole text body in brotli, in one pass (libuv's threads), with its size as the encoder's hint. */
export function brotliText(body: Buffer, quality: number): Promise<Buffer> {
  return brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compresses a rendered body once. `placeholders` mark where each response's values go; a value
 * given to bodyParts must be exactly as long as its placeholder.
 */
export async function compileBody(body: Buffer, placeholders: readonly string[]): Promise<CompiledBody> {
  const markers = placeholders.map((placeholder) => Buffer.from(placeholder));
  if (markers.some((marker) => marker.length === 0)) throw new RangeError('A placeholder must not be empty');
  const split = splitAt(body, placeholders);
  const last = split.pieces.length - 1;
  const deflated = await Promise.all(
    split.pieces.map((_piece, index) =>
      // Every piece but the last ends byte-aligned and open (no final block).
      deflatePiece(
        split,
        index,
        markers,
        index === last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ),
    ),
  );
  const brotli = split.pieces.length === 1 ? await brotliText(body, BROTLI_QUALITY) : undefined;
  const bytes = body.length + deflated.reduce((sum, part) => sum + part.length, 0) + (brotli?.length ?? 0);
  return {
    pieces: split.pieces,
    slots: split.slots,
    deflated,
    pieceCrcs: split.pieces.map((piece) => zlib.crc32(piece)),
    pieceShifts: split.pieces.map((piece) => crc32Shift(piece.length)),
    brotli,
    valueLengths: markers.map((marker) => marker.length),
    bytes,
  };
}

function storedBlock(value: Buffer): Buffer {
  const header = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00 (stored), then padding to the byte boundary we are already on.
  header[0] = 0;
  header.writeUInt16LE(value.length, 1);
  header.writeUInt16LE(~value.length & 0xffff, 3);
  return header;
}

/** The body with `values[slot]` in each placeholder's place, unencoded. */
export function identityParts(split: SplitBody, values: readonly string[]): Buffer[] {
  const inserted = values.map((value) => Buffer.from(value));
  return split.pieces.flatMap((piece, index) =>
    index === 0 ? [piece] : [inserted[split.slots[index - 1] ?? 0] ?? Buffer.alloc(0), piece],
  );
}

/** The body for one response, as buffers to write in order. */
export function bodyParts(body: CompiledBody, encoding: Encoding, values: readonly string[]): Buffer[] {
  if (encoding === 'br') {
    if (!body.brotli) throw new Error('This body has no brotli form');
    return [body.brotli];
  }
  if (encoding === 'identity') return identityParts(body, values);
  const inserted = values.map((value, slot) => {
    const bytes = Buffer.from(value);
    if (bytes.length !== body.valueLengths[slot] || bytes.length > MAX_STORED_BLOCK) {
      throw new RangeError('A spliced value must be exactly as long as its placeholder');
    }
    return { bytes, crc: zlib.crc32(bytes), shift: crc32Shift(bytes.length), block: storedBlock(bytes) };
  });
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  body.pieces.forEach((piece, index) => {
    if (index > 0) {
      const value = inserted[body.slots[index - 1] ?? 0];
      if (!value) throw new RangeError('A value is missing for a placeholder');
      parts.push(value.block, value.bytes);
      crc = crc32Append(crc, value.crc, value.shift);
      length += value.bytes.length;
    }
    parts.push(body.deflated[index] ?? Buffer.alloc(0));
    crc = crc32Append(crc, body.pieceCrcs[index] ?? 0, body.pieceShifts[index] ?? 0);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(trailer);
  return parts;
}
