import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPopupFocusable, hasFocusableElement, POPUP_WITHOUT_FOCUSABLE_ERROR } from './focusable';
import {
  initialModalState,
  modalReducer,
  modalView,
  type ModalAction,
  type ModalRequest,
  type ModalState,
} from './modal-state';
import { modalLayers, zIndexFor } from './stacking';

const newsletter: ModalRequest = { target: 'newsletter', id: '1261', content: 'Never miss a beat' };
const video = (src: string): ModalRequest => ({
  target: 'video',
  id: src,
  content: src,
  video: { src, title: 'Tour' },
});

function run(...actions: ModalAction[]): ModalState {
  return actions.reduce(modalReducer, initialModalState);
}

describe('modal state (§3, §4 "Modals")', () => {
  it('starts closed, with no data and no content', () => {
    expect(modalView(initialModalState)).toEqual({
      isModalOpen: false,
      modalData: null,
      modalContent: null,
      videoPlayStack: [],
    });
  });

  it('sets the open flag and its data when a modal opens, and clears both when it closes', () => {
    const opened = run(
      { type: 'open', key: 1, request: newsletter },
      { type: 'accept', key: 1, animated: true },
    );
    expect(modalView(opened)).toMatchObject({
      isModalOpen: true,
      modalData: { modalTarget: 'newsletter', id: '1261' },
      modalContent: 'Never miss a beat',
    });
    expect(opened.entries[0]?.phase).toBe('enter');
    const open = modalReducer(opened, { type: 'entered', key: 1 });
    expect(open.entries[0]?.phase).toBe('open');

    const leaving = modalReducer(open, { type: 'close', reason: 'escape' });
    expect(leaving.entries[0]).toMatchObject({ phase: 'leave', closedBy: 'escape' });
    expect(modalView(leaving)).toMatchObject({ isModalOpen: false, modalData: null, modalContent: null });
    expect(modalReducer(leaving, { type: 'removed', key: 1 }).entries).toEqual([]);
  });

  it('opens straight into the open phase when there is no enter animation (reduced motion)', () => {
    const state = run(
      { type: 'open', key: 1, request: newsletter },
      { type: 'accept', key: 1, animated: false },
    );
    expect(state.entries[0]?.phase).toBe('open');
  });

  it('is not open while the popup is still being checked, and never opens once refused', () => {
    const checking = run({ type: 'open', key: 1, request: newsletter });
    expect(modalView(checking).isModalOpen).toBe(false);
    const refused = modalReducer(checking, { type: 'refuse', key: 1 });
    expect(refused.entries).toEqual([]);
    expect(modalView(refused).modalData).toBeNull();
  });

  it('pushes videos on the play stack and pops them on close; a second video stacks above', () => {
    const both = run(
      { type: 'open', key: 1, request: video('https://youtu.be/aaaaaaaaaaa') },
      { type: 'accept', key: 1, animated: false },
      { type: 'open', key: 2, request: video('https://vimeo.com/824411930') },
      { type: 'accept', key: 2, animated: false },
    );
    expect(modalView(both).videoPlayStack.map((entry) => entry.src)).toEqual([
      'https://youtu.be/aaaaaaaaaaa',
      'https://vimeo.com/824411930',
    ]);
    expect(modalView(both).modalData).toEqual({ modalTarget: 'video', id: 'https://vimeo.com/824411930' });

    const popped = modalReducer(both, { type: 'close', reason: 'close-button' });
    expect(modalView(popped).videoPlayStack.map((entry) => entry.key)).toEqual([1]);
    expect(modalView(popped).modalData).toEqual({ modalTarget: 'video', id: 'https://youtu.be/aaaaaaaaaaa' });
  });

  it('remembers the direction of a closing swipe', () => {
    const state = run(
      { type: 'open', key: 1, request: newsletter },
      { type: 'accept', key: 1, animated: false },
      { type: 'close', key: 1, reason: 'swipe', swipedTo: 'left' },
    );
    expect(state.entries[0]).toMatchObject({ phase: 'leave', closedBy: 'swipe', swipedTo: 'left' });
  });

  it('closes every modal on navigation, and drops one whose renderer went away', () => {
    const state = run(
      { type: 'open', key: 1, request: newsletter },
      { type: 'accept', key: 1, animated: false },
      { type: 'open', key: 2, request: { ...newsletter, renderedBy: 'opener' } },
      { type: 'close-all' },
    );
    expect(state.entries.map((entry) => entry.key)).toEqual([1]);
    expect(state.entries[0]).toMatchObject({ phase: 'leave', closedBy: 'navigation' });
    const open = run(
      { type: 'open', key: 3, request: newsletter },
      { type: 'accept', key: 3, animated: false },
    );
    expect(modalReducer(open, { type: 'removed', key: 3 })).toBe(open);
    expect(modalReducer(open, { type: 'removed', key: 3, force: true }).entries).toEqual([]);
  });
});

describe('stacking (§9: z-index base 1000, plus 2 per index)', () => {
  it('puts each modal two above the one under it, its content one above its overlay', () => {
    expect([0, 1, 2].map(zIndexFor)).toEqual([1000, 1002, 1004]);
    expect(modalLayers(1)).toEqual({ overlay: 1002, content: 1003 });
  });
});

describe('a popup needs a focusable element (§8)', () => {
  afterEach(() => vi.restoreAllMocks());

  const element = (attributes: Record<string, string> = {}, hiddenAncestor = false) => ({
    getAttribute: (name: string) => attributes[name] ?? null,
    closest: () => (hiddenAncestor ? ({} as Element) : null),
  });
  const root = (...elements: ReturnType<typeof element>[]) => ({ querySelectorAll: () => elements });

  it('accepts a popup with a reachable element', () => {
    expect(hasFocusableElement(root(element({ href: '/x' })))).toBe(true);
  });

  it('refuses one whose only candidates are out of the tab order, hidden or inert, and says why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checkPopupFocusable(root(element({ tabindex: '-1' }), element({}, true)))).toBe(false);
    expect(checkPopupFocusable(root())).toBe(false);
    expect(error).toHaveBeenCalledWith(POPUP_WITHOUT_FOCUSABLE_ERROR);
    expect(POPUP_WITHOUT_FOCUSABLE_ERROR).toContain('Popup without a focusable element is not allowed');
  });
});
