// The media endpoint of a real content service on a random port, over a throwaway content folder.
import { request } from 'node:http';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningContentService, startContentService } from '../server';
import { makeTempDir, removeDir, serviceOptions } from '../test-support';
import { MEDIA_CACHE_CONTROL, SVG_CONTENT_SECURITY_POLICY } from './media-service';

const SECRET = 'TOP-SECRET-OUTSIDE-MEDIA';
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="400" viewBox="0 0 560 400">
<circle cx="280" cy="200" r="150" fill="#5524c7"/><script>alert(1)</script></svg>\n`;

let dir: string | undefined;
let service: RunningContentService;

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function get(target: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${service.url}${target}`, init);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A request whose path goes out exactly as written (fetch would resolve `..` before sending). */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${service.url}/`, { path: target }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function size(bytes: Buffer): Promise<{ width?: number; height?: number; format?: string }> {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

beforeAll(async () => {
  dir = await makeTempDir('media-service-');
  const media = path.join(dir, 'media');
  await mkdir(path.join(media, 'photos'), { recursive: true });
  await mkdir(path.join(media, 'art'), { recursive: true });
  const photo = sharp({ create: { width: 800, height: 600, channels: 3, background: '#5524c7' } });
  await photo
    .clone()
    .png()
    .toFile(path.join(media, 'photos', 'room.png'));
  await photo
    .clone()
    .jpeg()
    .toFile(path.join(media, 'photos', 'room.jpg'));
  await writeFile(path.join(media, 'art', 'circle.svg'), SVG);
  await writeFile(path.join(media, 'README.md'), '# media\n');
  await writeFile(path.join(dir, 'package.json'), `{"secret":"${SECRET}"}\n`);
  await writeFile(
    path.join(dir, 'secret.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><!--${SECRET}--></svg>`,
  );
  await symlink(path.join(dir, 'secret.svg'), path.join(media, 'art', 'link.svg'));
  service = await startContentService(serviceOptions(dir));
});

afterAll(async () => {
  await service?.close();
  await removeDir(dir);
});

describe('originals', () => {
  it('serves an SVG as itself, with a policy that keeps its script from running', async () => {
    const answer = await get('/media/art/circle.svg');
    expect(answer.status).toBe(200);
    expect(answer.bytes.toString('utf8')).toBe(SVG);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('content-security-policy')).toBe(SVG_CONTENT_SECURITY_POLICY);
    // No script, and an origin of its own (sandbox) should one run anyway.
    expect(SVG_CONTENT_SECURITY_POLICY.split('; ')).toEqual(
      expect.arrayContaining(["default-src 'none'", 'sandbox']),
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(answer.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
  });

  it('serves a raster original with its own type and needs no token', async () => {
    const answer = await get('/media/photos/room.jpg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.bytes.equals(await readFile(path.join(dir ?? '', 'media/photos/room.jpg')))).toBe(true);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const [head, full] = await Promise.all([
      get('/media/art/circle.svg', { method: 'HEAD' }),
      get('/media/art/circle.svg'),
    ]);
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers.get('content-length')).toBe(String(full.bytes.length));
    expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
    const transformed = await get('/media/art/circle.svg/m/100x0', { method: 'HEAD' });
    expect(transformed.headers.get('content-type')).toBe('image/png');
    expect(Number(transformed.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const answer = await get('/media/art/circle.svg', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('transforms', () => {
  it('resizes a raster to the requested width, keeping its aspect ratio and format', async () => {
    const answer = await get('/media/photos/room.png/m/200x0');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(await size(answer.bytes)).toEqual({ width: 200, height: 150, format: 'png' });
  });

  it('never enlarges a raster, and crops to cover when given both sides', async () => {
    expect(await size((await get('/media/photos/room.png/m/2000x0')).bytes)).toMatchObject({ width: 800 });
    expect(await size((await get('/media/photos/room.jpg/m/100x100')).bytes)).toEqual({
      width: 100,
      height: 100,
      format: 'jpeg',
    });
  });

  it('converts with filters:format(png)', async () => {
    const answer = await get('/media/photos/room.jpg/m/filters:format(png)');
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('rasterises an SVG at the requested size (414x0 with format(webp) is a 414-wide webp)', async () => {
    const answer = await get('/media/art/circle.svg/m/414x0/filters:format(webp)');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(await size(answer.bytes)).toEqual({ width: 414, height: 296, format: 'webp' });
    expect(
      await size((await get('/media/art/circle.svg/m/1680x0/filters:format(webp)')).bytes),
    ).toMatchObject({
      width: 1680,
      height: 1200,
    });
  });

  it('crops around a focal area to the exact size, an SVG at its rendered size too', async () => {
    const answer = await get('/media/art/circle.svg/m/1000x200/filters:focal(270x30:290x50):format(png)');
    expect(answer.status).toBe(200);
    expect(await size(answer.bytes)).toEqual({ width: 1000, height: 200, format: 'png' });
    expect(
      await size((await get('/media/photos/room.jpg/m/300x100/filters:focal(799x599:800x600)')).bytes),
    ).toMatchObject({
      width: 300,
      height: 100,
    });
  });

  it('applies the size to the rotated output', async () => {
    expect(await size((await get('/media/photos/room.png/m/300x0/filters:rotate(90)')).bytes)).toMatchObject({
      width: 300,
      height: 400,
    });
  });

  it('puts transparent SVG areas on white when the output is JPEG', async () => {
    const answer = await get('/media/art/circle.svg/m/56x0/filters:format(jpeg):quality(90):blur(1)');
    const { data } = await sharp(answer.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 240)).toBe(true);
  });

  it('renders once and then answers from the cache', async () => {
    const first = await get('/media/photos/room.png/m/123x0/filters:format(webp)');
    const second = await get('/media/photos/room.png/m/0123x0000/filters:format(webp):rotate(0)');
    expect(first.headers.get('x-media-cache')).toBe('MISS');
    expect(second.headers.get('x-media-cache')).toBe('HIT');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });
});

describe('revalidation', () => {
  it('answers 304 to a matching If-None-Match, including weak and listed forms', async () => {
    const first = await get('/media/art/circle.svg/m/100x0/filters:format(png)');
    const etag = first.headers.get('etag') ?? '';
    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/media/art/circle.svg/m/0100x0/filters:format(png):blur(0)', {
        headers: { 'if-none-match': condition },
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    }
    const other = await get('/media/art/circle.svg/m/101x0/filters:format(png)', {
      headers: { 'if-none-match': etag },
    });
    expect(other.status).toBe(200);
  });

  it('gives a changed original a new ETag and a fresh render under the same URL', async () => {
    const file = path.join(dir ?? '', 'media', 'art', 'changing.svg');
    await writeFile(file, SVG);
    const before = await get('/media/art/changing.svg/m/50x0');
    await writeFile(file, SVG.replace('#5524c7', '#00aa55'));
    const after = await get('/media/art/changing.svg/m/50x0', {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.headers.get('x-media-cache')).toBe('MISS');
  });
});

describe('errors', () => {
  it('answers 404 JSON for an unknown key and for files that are not images', async () => {
    for (const target of ['/media/art/missing.svg', '/media/README.md', '/media/art', '/media/']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(Object.keys(JSON.parse(answer.bytes.toString('utf8')) as object)).toEqual(['error']);
    }
  });

  it.each([
    ['/m/0x0/filters:rotate(45)', 'filter rotate'],
    ['/m/filters:format(gif)', 'filter format'],
    ['/m/filters:quality(101)', 'filter quality'],
    ['/m/filters:blur(-1)', 'filter blur'],
    ['/m/6001x0', 'size'],
    ['/m/abcx10', 'Unknown part "abcx10"'],
    ['/m/10x0/filters:grayscale()', 'Unknown filter "grayscale"'],
    ['/m/filters:quality(10):quality(10)', 'Repeated filter quality'],
    ['/m/10x10/filters:focal(2x0)', 'filter focal'],
    ['/m/10x10/filters:focal(5x5:1x1)', 'filter focal'],
    ['/m/fit-in/10x10', 'fit-in'],
    ['?w=10', 'Query parameters are not read ("w")'],
  ])('answers 400 JSON for %s, naming %s', async (transform, name) => {
    const answer = await get(`/media/art/circle.svg${transform}`);
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.bytes.toString('utf8')) as Record<string, string>;
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toContain(name);
    expect(body.error).not.toMatch(/\n\s+at /);
  });

  it.each([
    '/media/../package.json',
    '/media/%2e%2e/package.json',
    '/media/..%2fpackage.json',
    '/media/art/../../package.json',
    '/media/%2E%2E/%2E%2E/package.json',
    '/media/art/..%5c..%5cpackage.json',
    '/media//etc/passwd',
    '/media/art/link.svg',
  ])('never serves a file outside the media folder: %s', async (target) => {
    const answer = await rawGet(target);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain(SECRET);
    expect(Object.keys(JSON.parse(answer.body) as object)).toEqual(['error']);
  });
});
