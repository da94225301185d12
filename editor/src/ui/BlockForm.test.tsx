// @vitest-environment jsdom
// Every field of every component's form has an element with the field's id that takes the focus,
// so that Save draft can move the focus to the first field with an error, whatever its kind
// (checkbox groups, a link set to None and block lists included); a checkbox shows its error.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newBlock, type Block } from '../schema/blocks';
import { COMPONENTS } from '../schema/components';
import { componentIndex, formFields } from '../schema/fields';
import { BlockForm } from './BlockForm';
import { EditorContext, errorKey, type EditorState } from './editor-context';

const DEFINITIONS = componentIndex(COMPONENTS);
const UID = 'block-under-test';

let root: Root;
let container: HTMLDivElement;

async function renderForm(block: Block, errors: Map<string, string>) {
  const state: EditorState = {
    definitions: DEFINITIONS,
    stories: [],
    selectedUid: null,
    select: () => {},
    expanded: new Set(),
    setExpanded: () => {},
    errors,
    region: 'us',
  };
  await act(async () =>
    root.render(
      <EditorContext.Provider value={state}>
        <BlockForm block={block} onChange={() => {}} root />
      </EditorContext.Provider>,
    ),
  );
}

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('the focus a field error moves to', () => {
  it.each(COMPONENTS.map((definition) => [definition.name, definition] as const))(
    'is there for every field of %s',
    async (_name, definition) => {
      const block = newBlock(definition, UID);
      const fields = formFields(definition);
      await renderForm(block, new Map(fields.map((field) => [errorKey(UID, field.key), 'Wrong.'])));
      const missing = fields.filter((field) => {
        const target = document.getElementById(`f-${UID}-${field.key}`);
        target?.focus();
        return !target || document.activeElement !== target;
      });
      expect(missing.map((field) => `${field.key} (${field.kind})`)).toEqual([]);
    },
  );
});

describe('a checkbox', () => {
  it('shows its error, tied to the box', async () => {
    const definition = COMPONENTS.find((candidate) =>
      formFields(candidate).some((field) => field.kind === 'boolean'),
    );
    if (!definition) throw new Error('no component with a boolean field');
    const field = formFields(definition).find((candidate) => candidate.kind === 'boolean')!;
    await renderForm(newBlock(definition, UID), new Map([[errorKey(UID, field.key), 'Not like this.']]));
    const box = document.getElementById(`f-${UID}-${field.key}`) as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not like this.',
    );
  });
});
