// The editor's files at /editor: the page for every app path, hashed assets cached for good, the
// bridge script, nothing outside the build, the strict CSP on every answer.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { EditorFiles, editorCsp, isEditorAppPath } from './static-files';

const root = mkdtempSync(path.join(os.tmpdir(), 'editor-files-'));
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(root, 'bridge.js'), 'window.StoryblokBridge = 1');
writeFileSync(path.join(os.tmpdir(), 'editor-files-secret.txt'), 'secret');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files = new EditorFiles({ root, siteUrl: 'http://localhost:3000/some/path' });

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('the editor files', () => {
  it('are the /editor paths but its API', () => {
    expect(isEditorAppPath('/editor')).toBe(true);
    expect(isEditorAppPath('/editor/')).toBe(true);
    expect(isEditorAppPath('/editor/stories/1')).toBe(true);
    expect(isEditorAppPath('/editor/api')).toBe(false);
    expect(isEditorAppPath('/editor/api/stories')).toBe(false);
    expect(isEditorAppPath('/editorial')).toBe(false);
  });

  it('answer every app path with the page, revalidated, under the strict CSP', async () => {
    for (const urlPath of ['/editor', '/editor/', '/editor/stories/100000']) {
      const reply = await files.handle('GET', urlPath);
      expect(reply.body?.toString()).toBe('<div id="root"></div>');
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['content-security-policy']).toBe(
        "default-src 'self'; frame-src http://localhost:3000; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(reply.headers['x-frame-options']).toBe('DENY');
    }
    expect((await files.handle('HEAD', '/editor/')).body).toBeUndefined();
  });

  it('cache hashed assets for a year, and serve the bridge to other origins', async () => {
    const asset = await files.handle('GET', '/editor/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const bridge = await files.handle('GET', '/editor/bridge.js');
    expect(bridge.body?.toString()).toBe('window.StoryblokBridge = 1');
    expect(bridge.headers['cache-control']).toBe('no-cache');
    expect(bridge.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answer 404 for missing files and anything outside the build, 405 for writes', async () => {
    expect(await status(files.handle('GET', '/editor/assets/missing.js'))).toBe(404);
    expect(await status(files.handle('GET', '/editor/assets/'))).toBe(404);
    expect(await status(files.handle('GET', '/editor/../editor-files-secret.txt'))).toBe(404);
    expect(await status(files.handle('GET', '/editor/%2e%2e/editor-files-secret.txt'))).toBe(404);
    expect(await status(files.handle('GET', '/editor/%2e%2e%5ceditor-files-secret.txt'))).toBe(404);
    expect(await status(files.handle('GET', '/editor/%E0%A4%A'))).toBe(400);
    expect(await status(files.handle('POST', '/editor/'))).toBe(405);
  });

  it('say when the editor is not built, and frame nothing without the site’s address', async () => {
    const unbuilt = new EditorFiles({ root: path.join(root, 'nothing'), siteUrl: undefined });
    expect(await status(unbuilt.handle('GET', '/editor/'))).toBe(503);
    expect(
      await status(new EditorFiles({ root: undefined, siteUrl: undefined }).handle('GET', '/editor/')),
    ).toBe(404);
    expect(editorCsp(undefined)).toContain("frame-src 'none'");
    expect(editorCsp('not a url')).toContain("frame-src 'none'");
  });
});
