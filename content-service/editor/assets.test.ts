// Uploads and media listing over HTTP: what is stored where, what is refused, and alt text and focus
// areas kept beside the files.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningContentService } from '../server';
import { makeStory, removeDir, writeContentDir } from '../test-support';
import { MAX_UPLOAD_BYTES } from './upload-rules';
import { EditorClient, startEditorService } from './test-support';

let dir: string;
let service: RunningContentService;
let editor: EditorClient;
let png: Buffer;

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120"/></svg>';

const upload = (
  bytes: Uint8Array | ReadableStream<Uint8Array>,
  contentType: string,
  filename = 'Team photo (final).PNG',
) => editor.request('POST', `/assets?filename=${encodeURIComponent(filename)}`, { raw: bytes, contentType });

beforeAll(async () => {
  dir = await writeContentDir([makeStory(1, 'gb/home')]);
  await mkdir(path.join(dir, 'media', 'logos'), { recursive: true });
  await writeFile(path.join(dir, 'media', 'logos', 'acme.svg'), LOGO);
  await writeFile(path.join(dir, 'media', 'README.md'), '# not media\n');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  service = await startEditorService(dir);
  editor = await EditorClient.signedIn(service);
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

describe('uploading', () => {
  it('stores a PNG under uploads/<year>/ with a slug of its name and a hash, served as /media', async () => {
    const answer = await upload(png, 'image/png');
    expect(answer.status).toBe(201);
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
    const key = `uploads/${new Date().getUTCFullYear()}/team-photo-final-${hash}.png`;
    expect(answer.body.asset).toEqual({
      filename: `/media/${key}`,
      width: 40,
      height: 30,
      size: png.length,
      alt: '',
      focus: '',
      updated_at: expect.any(String),
    });
    expect(await readFile(path.join(dir, 'media', key))).toEqual(png);
    const served = await fetch(`${service.url}/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('refuses bytes that are not what the Content-Type says, and types it does not take', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect((await upload(jpeg, 'image/png')).status).toBe(415);
    expect((await upload(png, 'image/jpeg')).status).toBe(415);
    expect((await upload(Buffer.from('GIF89a but not really'), 'image/gif')).status).toBe(415);
    expect((await upload(Buffer.from('<html><body>hi</body></html>'), 'image/svg+xml')).status).toBe(415);
    expect((await upload(png, 'application/octet-stream')).status).toBe(415);
    expect((await upload(png, 'image/bmp')).status).toBe(415);
    expect((await upload(Buffer.alloc(0), 'image/png')).status).toBe(400);
    expect((await upload(jpeg, 'image/jpeg', 'photo.jpeg')).body.asset.filename).toMatch(
      /\/photo-[0-9a-f]{10}\.jpg$/,
    );
  });

  it(`refuses more than ${MAX_UPLOAD_BYTES} bytes, declared or streamed`, async () => {
    const tooBig = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await upload(tooBig, 'image/png')).status).toBe(413);
    // Chunked, without a Content-Length: counted while it arrives.
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD_BYTES + chunk.length) controller.close();
        else controller.enqueue(sent === 0 ? png : chunk);
        sent += chunk.length;
      },
    });
    const streamed = await upload(stream, 'image/png');
    expect(streamed.status).toBe(413);
    expect(streamed.body.error).toMatch(/too large/);
  });

  it('refuses SVG that could run script, and takes a plain drawing', async () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK = "x()"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;ava&#x09;script:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>',
    ];
    for (const svg of hostile) {
      const answer = await upload(Buffer.from(svg), 'image/svg+xml', 'x.svg');
      expect(answer, svg).toMatchObject({
        status: 422,
        body: { error: expect.stringMatching(/^This SVG is refused/) },
      });
    }
    const drawing = await upload(Buffer.from(`<?xml version="1.0"?>\n${LOGO}`), 'image/svg+xml', 'Logo.svg');
    expect(drawing.status).toBe(201);
    expect(drawing.body.asset).toMatchObject({
      width: 320,
      height: 120,
      filename: expect.stringMatching(/\/logo-\w+\.svg$/),
    });
  });
});

describe('alt text, focus and the listing', () => {
  it('lists every servable file under the media folder with its size', async () => {
    const answer = await editor.get('/assets');
    expect(answer.status).toBe(200);
    const files = answer.body.assets.map((asset: { filename: string }) => asset.filename);
    expect(files).toContain('/media/logos/acme.svg');
    expect(files.some((file: string) => file.startsWith('/media/uploads/'))).toBe(true);
    expect(files).not.toContain('/media/README.md');
    expect(files.some((file: string) => file.includes('/.'))).toBe(false);
    expect(
      answer.body.assets.find((asset: { filename: string }) => asset.filename === '/media/logos/acme.svg'),
    ).toEqual({
      filename: '/media/logos/acme.svg',
      width: 320,
      height: 120,
      size: LOGO.length,
      alt: '',
      focus: '',
      updated_at: expect.any(String),
    });
  });

  it('keeps alt text and focus in media/.assets.json, checked against the image', async () => {
    const uploaded = (await upload(png, 'image/png', 'focus.png')).body.asset;
    const put = (body: unknown) => editor.put('/assets', body);
    const answer = await put({
      filename: uploaded.filename,
      alt: ' Two people at a rota board ',
      focus: '10x5:20x15',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.asset).toMatchObject({
      alt: 'Two people at a rota board',
      focus: '10x5:20x15',
      width: 40,
    });
    const key = uploaded.filename.slice('/media/'.length);
    expect(JSON.parse(await readFile(path.join(dir, 'media', '.assets.json'), 'utf8'))).toEqual({
      [key]: { alt: 'Two people at a rota board', focus: '10x5:20x15' },
    });

    expect((await put({ filename: uploaded.filename, focus: '20x5:10x15' })).status).toBe(422);
    expect((await put({ filename: uploaded.filename, focus: '10x5:41x15' })).status).toBe(422);
    expect((await put({ filename: uploaded.filename, focus: 'middle' })).status).toBe(422);
    expect((await put({ filename: '/media/logos/missing.svg', alt: 'x' })).status).toBe(404);
    expect((await put({ filename: '/media/../secret.png', alt: 'x' })).status).toBe(400);

    // Only the field given changes; seed media can be described too.
    expect((await put({ filename: uploaded.filename, focus: '' })).body.asset).toMatchObject({
      alt: 'Two people at a rota board',
      focus: '',
    });
    expect((await put({ filename: '/media/logos/acme.svg', alt: 'Acme logo' })).status).toBe(200);
    const found = await editor.get('/assets?search=ROTA');
    expect(found.body.assets.map((asset: { filename: string }) => asset.filename)).toEqual([
      uploaded.filename,
    ]);
    expect((await editor.get('/assets?search=acme')).body.assets[0]).toMatchObject({ alt: 'Acme logo' });
  });
});

describe('deleting an upload', () => {
  /** A fresh PNG of its own colour, uploaded: its filename. */
  async function uploadOwn(name: string, colour: string): Promise<string> {
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: colour } })
      .png()
      .toBuffer();
    return (await upload(bytes, 'image/png', name)).body.asset.filename as string;
  }

  /** Saves a story (made through the editor API) whose draft uses the image as a hero's image. */
  async function storyUsing(slug: string, image: unknown): Promise<{ id: number; etag: string }> {
    const created = await editor.post('/stories', {
      name: `Uses ${slug}`,
      slug,
      region: 'gb',
      component: 'page',
    });
    expect(created.status).toBe(201);
    const saved = await editor.put(
      `/stories/${created.body.story.id}`,
      { story: { content: { component: 'page', body: [{ component: 'hero', image }] } } },
      { ifMatch: created.body.etag },
    );
    expect(saved.status).toBe(200);
    return { id: saved.body.story.id, etag: saved.body.etag };
  }

  const remove = (filename: string) => editor.delete(`/assets?filename=${encodeURIComponent(filename)}`);

  it('deletes an upload no story uses: the file, its alt text and its listing go', async () => {
    const filename = await uploadOwn('unused.png', '#123456');
    expect((await editor.put('/assets', { filename, alt: 'Unused' })).status).toBe(200);
    const answer = await remove(filename);
    expect(answer.status).toBe(204);
    const key = filename.slice('/media/'.length);
    await expect(readFile(path.join(dir, 'media', key))).rejects.toThrow();
    const meta = JSON.parse(await readFile(path.join(dir, 'media', '.assets.json'), 'utf8')) as object;
    expect(meta).not.toHaveProperty(key);
    const files = (await editor.get('/assets')).body.assets.map(
      (asset: { filename: string }) => asset.filename,
    );
    expect(files).not.toContain(filename);
    expect((await fetch(`${service.url}${filename}`)).status).toBe(404);
    expect((await remove(filename)).status).toBe(404);
  });

  it('refuses an image a draft or the published content uses, naming up to three stories', async () => {
    const filename = await uploadOwn('used.png', '#654321');
    const key = filename.slice('/media/'.length);
    const first = await storyUsing('uses-asset-field', { fieldtype: 'asset', filename, alt: '' });
    const refused = await remove(filename);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: `This image is still used by the story Uses uses-asset-field (gb/uses-asset-field). Remove it from that story (draft and published) first.`,
        stories: [{ id: first.id, name: 'Uses uses-asset-field', full_slug: 'gb/uses-asset-field' }],
        count: 1,
      },
    });
    // In the published content only (the draft no longer has it), in the seed's shape, by URL.
    const published = await editor.post(`/stories/${first.id}/publish`, undefined, { ifMatch: first.etag });
    await editor.put(
      `/stories/${first.id}`,
      { story: { content: { component: 'page', body: [] } } },
      { ifMatch: published.body.etag },
    );
    await storyUsing('uses-seed-shape', { imageS3Key: key, imageAlt: '' });
    await storyUsing('uses-url', { filename: `https://cms.example${filename}/m/240x0`, alt: '' });
    await storyUsing('uses-text', `<img src="${filename}">`);
    const many = await remove(filename);
    expect(many.status).toBe(409);
    expect(many.body.count).toBe(4);
    expect(many.body.stories).toHaveLength(3);
    expect(many.body.error).toMatch(
      /^This image is still used by 4 stories: .+ and 1 more\. Remove it from them/,
    );
    expect((await fetch(`${service.url}${filename}`)).status).toBe(200);
  });

  it('does not take a longer name for the image', async () => {
    const filename = await uploadOwn('prefix.png', '#abcdef');
    await storyUsing('uses-longer-name', { filename: `${filename}x.png`, alt: '' });
    expect((await remove(filename)).status).toBe(204);
  });

  it('never deletes seed media, and says what is wrong with the name', async () => {
    expect(await remove('/media/logos/acme.svg')).toMatchObject({
      status: 422,
      body: { error: expect.stringContaining("part of the site's own media") },
    });
    expect((await remove('/media/uploads/2020/missing-0123456789.png')).status).toBe(404);
    expect((await remove('/media/../secret.png')).status).toBe(400);
    expect((await editor.delete('/assets')).status).toBe(422);
    expect((await fetch(`${service.url}/media/logos/acme.svg`)).status).toBe(200);
  });
});
