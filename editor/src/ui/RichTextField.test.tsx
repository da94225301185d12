// @vitest-environment jsdom
// The rich-text field: a document TipTap's schema refuses is shown and kept as it is (TipTap would
// otherwise empty it, and the first keystroke would save the empty one); an error is tied to the
// editable text as it comes and goes; a link the site would not show is refused with a message.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPONENTS } from '../schema/components';
import { componentIndex, type FormField } from '../schema/fields';
import { LINK_ADDRESS_HINT } from '../schema/links';
import { EditorContext, type EditorState } from './editor-context';
import { RichTextField } from './RichTextField';
import { byText, click } from './test-dom';

const FIELD: FormField = { key: 'body', label: 'Body', required: false, position: 0, kind: 'richtext' };
const ID = 'f-u-body';
const STATE: EditorState = {
  definitions: componentIndex(COMPONENTS),
  stories: [],
  selectedUid: null,
  select: () => {},
  expanded: new Set(),
  setExpanded: () => {},
  errors: new Map(),
  region: 'us',
};
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

let root: Root;
let container: HTMLDivElement;
let onChange: ReturnType<typeof vi.fn<(value: unknown) => void>>;

async function show(value: unknown, error?: string) {
  await act(async () =>
    root.render(
      <EditorContext.Provider value={STATE}>
        <RichTextField
          field={FIELD}
          value={value}
          onChange={onChange}
          id={ID}
          errorId={`${ID}-error`}
          error={error}
        />
      </EditorContext.Provider>,
    ),
  );
}

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  onChange = vi.fn<(value: unknown) => void>();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('RichTextField', () => {
  it.each([
    [
      'an empty text node',
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] },
    ],
    [
      'a heading inside a paragraph',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'H' }] }],
          },
        ],
      },
    ],
    [
      'text straight in a list',
      { type: 'doc', content: [{ type: 'bullet_list', content: [{ type: 'text', text: 'x' }] }] },
    ],
  ])('keeps a document with %s as it is instead of editing an emptied one', async (_what, doc) => {
    await show(doc);
    expect(container.querySelector('[contenteditable]')).toBeNull();
    expect(container.textContent).toContain('put together in a way this editor cannot edit');
    expect(container.querySelector('pre')?.textContent).toBe(JSON.stringify(doc, null, 2));
    expect(document.getElementById(ID)?.tabIndex).toBe(-1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('edits a document the schema takes, with its error tied to the text as it comes and goes', async () => {
    await show({ type: 'doc', content: [paragraph('Hello')] });
    const text = document.getElementById(ID);
    expect(text?.getAttribute('contenteditable')).toBe('true');
    expect(text?.textContent).toBe('Hello');
    expect(text?.hasAttribute('aria-invalid')).toBe(false);
    await show({ type: 'doc', content: [paragraph('Hello')] }, 'Too long.');
    expect(document.getElementById(ID)?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(ID)?.getAttribute('aria-describedby')).toBe(`${ID}-error`);
    await show({ type: 'doc', content: [paragraph('Hello')] });
    expect(document.getElementById(ID)?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('says so, next to the text, when a link address is one the site would not show', async () => {
    await show({ type: 'doc', content: [paragraph('Hello')] });
    const prompt = vi.fn(() => 'javascript:alert(1)');
    vi.stubGlobal('prompt', prompt);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await click(byText('button', 'Link'));
    const message = container.querySelector('[role="alert"]');
    expect(message?.textContent).toBe(`That address cannot be a link: ${LINK_ADDRESS_HINT}`);
    expect(document.getElementById(ID)?.getAttribute('aria-describedby')).toBe(message?.id);
    for (const refused of ['www.example.com', 'data:text/html,x']) {
      prompt.mockReturnValueOnce(refused);
      await click(byText('button', 'Link'));
      expect(container.querySelector('[role="alert"]')?.textContent, refused).toContain(LINK_ADDRESS_HINT);
    }
    prompt.mockReturnValueOnce('/pricing');
    await click(byText('button', 'Link'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
