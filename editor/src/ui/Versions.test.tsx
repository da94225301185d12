// @vitest-environment jsdom
// The versions list: a version's changes against the current draft, closed once the draft changed
// (a save or restore), since they compared with a draft that is no more.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byText, click, json, settle } from './test-dom';
import { Versions } from './Versions';

const VERSIONS = [
  { version: 2, at: '2026-01-02T10:00:00Z', by: 'ed', action: 'save' },
  { version: 1, at: '2026-01-01T10:00:00Z', by: 'ed', action: 'create' },
];
const DIFF = [{ path: ['body', 0, 'headline'], kind: 'changed', before: 'Old', after: 'New' }];

let root: Root;
let container: HTMLDivElement;

async function show(refreshKey: number) {
  await act(async () =>
    root.render(
      <Versions
        storyId={7}
        refreshKey={refreshKey}
        busy={false}
        onRestore={() => {}}
        onUnauthorised={() => {}}
      />,
    ),
  );
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/versions')
        ? json(200, { versions: VERSIONS })
        : json(200, { version: {}, diff: DIFF }),
    ),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Versions', () => {
  it("closes a version's changes when the draft changes", async () => {
    await show(0);
    await click(byText('button', 'Changes in version 1'));
    await settle();
    expect(container.querySelector('#version-changes td')?.textContent).toBe('body › 1 › headline');
    expect(byText('button', 'Changes in version 1').getAttribute('aria-expanded')).toBe('true');

    await show(1);
    expect(container.querySelector('#version-changes')).toBeNull();
    expect(byText('button', 'Changes in version 1').getAttribute('aria-expanded')).toBe('false');
  });
});
