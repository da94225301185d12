// Editor passwords as EDITOR_USERS holds them: `scrypt$<salt>$<key>` (base64), scrypt with Node's
// default cost (N=16384, r=8, p=1: about 16 MB and a few tens of milliseconds per check, which is
// what makes guessing offline expensive). The cost is fixed rather than written into the entry, so
// an entry cannot be made to ask for a cheaper or a ruinously expensive derivation.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Longer passwords are refused before scrypt: nobody types them, and nothing needs hashing them. */
export const MAX_PASSWORD_LENGTH = 1024;
export const MIN_PASSWORD_LENGTH = 8;

function derive(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFC, so that the same password typed on two keyboards gives the same bytes.
    scrypt(password.normalize('NFC'), salt, length, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new entry's hash part, with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** The line EDITOR_USERS takes for one user. */
export async function editorUserEntry(name: string, password: string): Promise<string> {
  return `${name}:${await hashPassword(password)}`;
}

/** Whether `password` is the one `stored` was made from (config/index.ts has checked its shape). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash no password matches, checked when the name is unknown, so that the answer takes as long
 * as for a known name and does not tell which names exist.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64'));
  return decoy;
}
