// @vitest-environment jsdom
// The draft beside the published story: what Publish would change, editor markers left out.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { PublishedComparison } from './PublishedComparison';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function rendered(published: object, draft: object): HTMLElement {
  const container = document.createElement('div');
  act(() => {
    createRoot(container).render(
      <PublishedComparison published={published as never} draft={draft as never} />,
    );
  });
  return container;
}

const page = (headline: string, marker: string) => ({
  component: 'page',
  _uid: 'root',
  body: [{ component: 'hero', _uid: 'hero', headline, _editable: marker }],
});

describe('PublishedComparison', () => {
  it('lists what the draft changes against the published story', () => {
    const container = rendered(page('Live headline', 'a'), page('Draft headline', 'b'));
    const rows = [...container.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([['body › 1 › headline', 'Changed', 'Live headline', 'Draft headline']]);
  });

  it('says so when the draft is what the live site shows', () => {
    const container = rendered(page('Same', 'a'), page('Same', 'b'));
    expect(container.textContent).toContain('The draft is what the live site shows.');
    expect(container.querySelector('table')).toBeNull();
  });
});
