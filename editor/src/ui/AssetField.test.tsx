// @vitest-environment jsdom
// Deleting an upload from the image library, against a stand-in of the API: only uploads offer it,
// it asks first (the focus on Keep it), a refusal naming the stories is said, and a deleted image
// leaves the library.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '../schema/fields';
import { AssetField, uploadRefusal } from './AssetField';
import { byText, click, json, settle } from './test-dom';

const UPLOAD = '/media/uploads/2026/team-1a2b3c4d5e.png';
const USED = '/media/uploads/2026/used-0a1b2c3d4e.png';
const SEED = '/media/logos/acme.svg';

const FIELD: FormField = {
  kind: 'asset',
  key: 'image',
  label: 'Image',
  required: false,
  position: 0,
  filetypes: [],
};

let files: string[];
let deletes: string[];
let root: Root | undefined;
let container: HTMLDivElement;

async function fakeApi(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://127.0.0.1:3330');
  const method = init.method ?? 'GET';
  if (url.pathname === '/editor/api/assets' && method === 'GET') {
    return json(200, {
      assets: files.map((filename) => ({ filename, width: 4, height: 4, size: 10, alt: '', focus: '' })),
    });
  }
  if (url.pathname === '/editor/api/assets' && method === 'DELETE') {
    const filename = url.searchParams.get('filename') ?? '';
    deletes.push(filename);
    if (filename === USED) {
      return json(409, {
        error:
          'This image is still used by the story Home (us/home). Remove it from that story (draft and published) first.',
      });
    }
    files = files.filter((file) => file !== filename);
    return new Response(null, { status: 204 });
  }
  return json(404, { error: 'Not found' });
}

async function openLibrary() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <AssetField
        field={FIELD}
        value={undefined}
        onChange={() => undefined}
        id="f"
        errorId="f-error"
        error={undefined}
      />,
    ),
  );
  await click(byText('button', 'Choose image'));
  await settle(300);
}

const tile = (filename: string) => byText('.asset-tile', filename.replace('/media/', ''));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  files = [SEED, USED, UPLOAD];
  deletes = [];
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  // jsdom has no showModal or close (the library calls both): open is enough here.
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    value(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
  Object.defineProperty(HTMLDialogElement.prototype, 'close', {
    configurable: true,
    value(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  vi.useRealTimers();
});

describe('deleting an upload in the image library', () => {
  it('offers it for uploads only, asks first, and removes the image from the library', async () => {
    await openLibrary();
    await click(tile(SEED));
    expect(document.querySelector('.delete-upload')).toBeNull();

    await click(tile(UPLOAD));
    await click(byText('button', 'Delete image'));
    const confirm = document.querySelector('[role="group"]');
    expect(confirm?.getAttribute('aria-label')).toBe('Delete uploads/2026/team-1a2b3c4d5e.png?');
    expect(document.activeElement?.textContent).toBe('Keep it');
    await click(byText('button', 'Keep it'));
    expect(deletes).toEqual([]);

    await click(byText('button', 'Delete image'));
    await click(byText('button', 'Delete image for good'));
    await settle();
    expect(deletes).toEqual([UPLOAD]);
    expect(document.querySelector('.asset-library [role="status"]')?.textContent).toBe(
      'Deleted uploads/2026/team-1a2b3c4d5e.png.',
    );
    expect([...document.querySelectorAll('.asset-tile')].map((item) => item.textContent)).toEqual([
      'logos/acme.svg',
      'uploads/2026/used-0a1b2c3d4e.png',
    ]);
    expect(document.querySelector('.asset-detail')).toBeNull();
  });

  it('says why an image in use is not deleted, and keeps it', async () => {
    await openLibrary();
    await click(tile(USED));
    await click(byText('button', 'Delete image'));
    await click(byText('button', 'Delete image for good'));
    await settle();
    expect(document.querySelector('.delete-upload [role="alert"]')?.textContent).toBe(
      'This image is still used by the story Home (us/home). Remove it from that story (draft and published) first.',
    );
    expect(tile(USED)).toBeDefined();
    expect(byText('button', 'Delete image')).toBeDefined();
  });
});

describe('an upload checked before it is sent', () => {
  it('says what the service would refuse: a file over 10 MB, a kind the site cannot show', () => {
    expect(uploadRefusal({ name: 'team.png', size: 2_000, type: 'image/png' })).toBeNull();
    expect(uploadRefusal({ name: 'team.svg', size: 2_000, type: 'image/svg+xml' })).toBeNull();
    expect(uploadRefusal({ name: 'big.jpg', size: 12 * 1024 * 1024, type: 'image/jpeg' })).toBe(
      'big.jpg is 12.0 MB; images can be up to 10 MB.',
    );
    expect(uploadRefusal({ name: 'photo.avif', size: 2_000, type: 'image/avif' })).toBe(
      'photo.avif is not an image the site can show: upload PNG, JPEG, WebP, GIF or SVG.',
    );
    // A browser that does not know the kind leaves it to the service, which reads the bytes.
    expect(uploadRefusal({ name: 'odd.img', size: 2_000, type: '' })).toBeNull();
  });
});
