// A stored page is compressed once, in both encodings, and decodes to exactly the rendered bytes.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileBody } from './compiled-body';

describe('compileBody', () => {
  it('keeps the body as rendered and in gzip and brotli, each decoding to the same bytes', async () => {
    const body = Buffer.from(
      `<!DOCTYPE html><html><body>${'<p>Shift planning, done.</p>'.repeat(400)}</body></html>`,
    );
    const compiled = await compileBody(body);
    expect(compiled.identity.equals(body)).toBe(true);
    expect(zlib.gunzipSync(compiled.gzip).equals(body)).toBe(true);
    expect(zlib.brotliDecompressSync(compiled.br).equals(body)).toBe(true);
    expect(compiled.br.length).toBeLessThan(compiled.gzip.length);
    expect(compiled.bytes).toBe(body.length + compiled.gzip.length + compiled.br.length);
  });
});
