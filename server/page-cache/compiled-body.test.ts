import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER, createNonce } from '../security/csp';
import { bodyParts, compileBody } from './compiled-body';
import { crc32Append, crc32Shift } from './crc32-combine';

const page = (filler: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><link rel="modulepreload" nonce="${NONCE_PLACEHOLDER}" href="/a.js">` +
      `<script nonce="${NONCE_PLACEHOLDER}">window.x=1</script></head><body>${filler}` +
      `<script nonce="${NONCE_PLACEHOLDER}">import('/b.js')</script></body></html>`,
  );

const expected = (body: Buffer, nonce: string) => body.toString().replaceAll(NONCE_PLACEHOLDER, nonce);

describe('crc32 combination', () => {
  it('gives the CRC-32 of a concatenation, as zlib computes it', () => {
    for (const [a, b] of [
      [randomBytes(1), randomBytes(1)],
      [randomBytes(100), randomBytes(22)],
      [randomBytes(70_000), randomBytes(33_333)],
      [Buffer.alloc(0), randomBytes(5)],
    ] as const) {
      const combined = crc32Append(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length));
      expect(combined).toBe(zlib.crc32(Buffer.concat([a, b])));
    }
  });
});

describe('a compiled page body', () => {
  it('gunzips to the exact page with this response’s nonce in every place', async () => {
    const body = page('<p>Rotas your team will thank you for.</p>'.repeat(2_000));
    const compiled = await compileBody(body, [NONCE_PLACEHOLDER]);
    const nonce = createNonce();
    const gzip = Buffer.concat(bodyParts(compiled, 'gzip', [nonce]));
    expect(zlib.gunzipSync(gzip).toString()).toBe(expected(body, nonce));
    expect(Buffer.concat(bodyParts(compiled, 'identity', [nonce])).toString()).toBe(expected(body, nonce));
  });

  it('gives two responses different nonces from one compression', async () => {
    const body = page('<main>hello</main>');
    const compiled = await compileBody(body, [NONCE_PLACEHOLDER]);
    const [first, second] = [createNonce(), createNonce()];
    const one = zlib.gunzipSync(Buffer.concat(bodyParts(compiled, 'gzip', [first]))).toString();
    const two = zlib.gunzipSync(Buffer.concat(bodyParts(compiled, 'gzip', [second]))).toString();
    expect(one).not.toBe(two);
    expect(one).toBe(expected(body, first));
    expect(two).toBe(expected(body, second));
    expect(one).not.toContain(NONCE_PLACEHOLDER);
  });

  it('handles a placeholder at the very start and end, back to back, and binary around it', async () => {
    const middle = randomBytes(50_000);
    const marker = Buffer.from(NONCE_PLACEHOLDER);
    const body = Buffer.concat([marker, marker, middle, marker]);
    const compiled = await compileBody(body, [NONCE_PLACEHOLDER]);
    const nonce = Buffer.from(createNonce());
    const out = zlib.gunzipSync(Buffer.concat(bodyParts(compiled, 'gzip', [nonce.toString()])));
    expect(out.equals(Buffer.concat([nonce, nonce, middle, nonce]))).toBe(true);
  });

  it('never lets a piece refer into a nonce, even when the page repeats text of the placeholder', async () => {
    const lookalike = NONCE_PLACEHOLDER.slice(0, 19);
    const body = Buffer.from(
      `<script nonce="${NONCE_PLACEHOLDER}"></script>${lookalike}${lookalike}<p>${lookalike}</p>` +
        `<script nonce="${NONCE_PLACEHOLDER}"></script>${NONCE_PLACEHOLDER.slice(3)}`,
    );
    const compiled = await compileBody(body, [NONCE_PLACEHOLDER]);
    for (const nonce of [createNonce(), createNonce()]) {
      expect(zlib.gunzipSync(Buffer.concat(bodyParts(compiled, 'gzip', [nonce]))).toString()).toBe(
        expected(body, nonce),
      );
    }
  });

  it('compresses a real-sized page nearly as well as one gzip stream of it', async () => {
    // A page has its nonce on some 20 scripts and module preloads.
    const sections = Array.from({ length: 20 }, (_, section) =>
      Array.from(
        { length: 20 },
        (_, row) => `<li class="card">Shift ${section}.${row}: ${randomBytes(24).toString('base64')}</li>`,
      ).join(''),
    );
    const body = page(sections.join(`<link rel="modulepreload" nonce="${NONCE_PLACEHOLDER}" href="/c.js">`));
    const compiled = await compileBody(body, [NONCE_PLACEHOLDER]);
    const spliced = Buffer.concat(bodyParts(compiled, 'gzip', [createNonce()])).length;
    const whole = zlib.gzipSync(Buffer.from(expected(body, createNonce())), { level: 9 }).length;
    expect(spliced).toBeLessThan(whole * 1.15);
  });

  it('keeps the history of the text after a value even when that text repeats words of its placeholder', async () => {
    const token = 'Slot-talon-'.padEnd(120, 'Z');
    // Page data: the token under its key, then data that says 'talon' and repeats, byte for byte,
    // the (incompressible) data that came before the token.
    const before = Array.from({ length: 100 }, () => `"${randomBytes(30).toString('base64')}"`).join(',');
    const body = Buffer.from(`[${before},"talon","${token}",${before},"along the talon"]`);
    const compiled = await compileBody(body, [NONCE_PLACEHOLDER, token]);
    const value = randomBytes(90).toString('base64url');
    const spliced = Buffer.concat(bodyParts(compiled, 'gzip', [createNonce(), value]));
    expect(zlib.gunzipSync(spliced).toString()).toBe(body.toString().replace(token, value));
    // The repeat after the value is a back-reference, not a second copy.
    const whole = zlib.gzipSync(Buffer.from(body.toString().replace(token, value)), { level: 9 }).length;
    expect(spliced.length).toBeLessThan(whole + 200);
  });

  it('refuses a value that is not as long as the placeholder (offsets would shift)', async () => {
    const compiled = await compileBody(page('<main></main>'), [NONCE_PLACEHOLDER]);
    expect(() => bodyParts(compiled, 'gzip', ['short'])).toThrow(RangeError);
  });

  it('splices several kinds of per-response values, each in its own places', async () => {
    const seedPlaceholder = 'a-longer-seed-placeholder-of-its-own-length';
    const body = Buffer.from(
      `<script nonce="${NONCE_PLACEHOLDER}"></script><input value="${seedPlaceholder}.signup">` +
        `<script nonce="${NONCE_PLACEHOLDER}"></script><input value="${seedPlaceholder}.news">`,
    );
    const compiled = await compileBody(body, [NONCE_PLACEHOLDER, seedPlaceholder]);
    const [nonce, seed] = [createNonce(), 'x'.repeat(seedPlaceholder.length)];
    const out = zlib.gunzipSync(Buffer.concat(bodyParts(compiled, 'gzip', [nonce, seed]))).toString();
    expect(out).toBe(body.toString().replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(seedPlaceholder, seed));
  });

  it('keeps brotli only for bodies without a nonce, and it decompresses to the body', async () => {
    const data = Buffer.from(JSON.stringify({ story: 'x'.repeat(5_000) }));
    const plain = await compileBody(data, [NONCE_PLACEHOLDER]);
    expect(plain.brotli).toBeDefined();
    expect(zlib.brotliDecompressSync(Buffer.concat(bodyParts(plain, 'br', ['unused']))).equals(data)).toBe(
      true,
    );
    const withNonce = await compileBody(page(''), [NONCE_PLACEHOLDER]);
    expect(withNonce.brotli).toBeUndefined();
    expect(() => bodyParts(withNonce, 'br', [createNonce()])).toThrow();
  });
});
