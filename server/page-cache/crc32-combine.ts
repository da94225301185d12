// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine, in JavaScript).
// A cached page's gzip trailer needs the CRC of the whole body, which changes with every nonce;
// combining precomputed CRCs costs a few hundred operations per response instead of a pass over
// the whole page.

const POLYNOMIAL = 0xedb88320;
const X_POWER_0 = 0x80000000;

/** a(x) * b(x) modulo the CRC-32 polynomial (bit-reflected, as zlib represents them). */
function multiplyModP(a: number, b: number): number {
  let mask = X_POWER_0;
  let product = 0;
  let factor = b >>> 0;
  for (;;) {
    if ((a & mask) !== 0) {
      product ^= factor;
      if ((a & (mask - 1)) === 0) break;
    }
    mask >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

// X_POWERS[k] = x^(2^k) modulo the polynomial.
const X_POWERS: number[] = [];
{
  let power = X_POWER_0 >>> 1; // x^1
  for (let k = 0; k < 32; k += 1) {
    X_POWERS.push(power);
    power = multiplyModP(power, power);
  }
}

/**
 * The operator that appends `length` bytes: x^(8 * length) modulo the polynomial. Compute it once
 * per part length and reuse it with crc32Append.
 */
export function crc32Shift(length: number): number {
  let power = X_POWER_0;
  let n = length;
  let k = 3; // 8 bits per byte = 2^3
  while (n > 0) {
    if (n % 2 === 1) power = multiplyModP(X_POWERS[k % 32] ?? 0, power);
    n = Math.floor(n / 2);
    k += 1;
  }
  return power;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Append(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
