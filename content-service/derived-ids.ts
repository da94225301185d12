// Ids and uuids for records the files do not number themselves (derived folders, datasources,
// their dimensions and entries): derived from a seed string, so they are the same on every start
// and on every machine, and change only when what they name changes.
import { createHash } from 'node:crypto';

function digest(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** A positive 31-bit integer derived from `seed` (fits every client's integer types). */
export function derivedId(seed: string): number {
  return (Number.parseInt(digest(seed).slice(0, 8), 16) % 2_147_483_646) + 1;
}

/** A v4-shaped uuid derived from `seed`. */
export function derivedUuid(seed: string): string {
  const hex = digest(seed);
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
