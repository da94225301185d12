// The modal state of requirements §3 ("video play stack, modal content, isModalOpen, a modal data entry
// holding modalTarget and id") as a reducer over a stack of modals, so it can be tested without a
// browser. §4 "Modals": opening sets the open flag and its data; closing clears both.
//
// Each modal goes through phases: `check` (mounted, not yet open: a popup without a focusable
// element is refused here, §8), `enter` (its enter animation), `open`, and `leave` (its leave
// animation) before it is removed. Only modals entering or open count as open.
import type { ReactNode } from 'react';
import type { SwipeDirection } from './gestures';

/** §2 item 6: the modals of the site. */
export type ModalTarget = 'video' | 'newsletter' | 'exit-popup' | 'blog-exit-popup' | 'signup' | 'generic';
export type ModalPhase = 'check' | 'enter' | 'open' | 'leave';
export type ModalSize = 'sm' | 'md' | 'lg' | 'video';
/** How a modal was closed (§4: Escape, an outside click, a swipe; or its button, a navigation, code). */
export type ModalCloseReason =
  'escape' | 'outside-click' | 'swipe' | 'close-button' | 'navigation' | 'program';

export interface ModalVideo {
  /** The video's address (the content's link). */
  src: string;
  title: string;
}

export interface ModalRequest {
  target: ModalTarget;
  /** What is shown: a video address, a content modal's id, a region. */
  id: string;
  /** The modal's body; it names the dialog with <ModalTitle>. */
  content: ReactNode;
  /** §4: closing by an outside click happens only when the modal enables it. */
  closeOnOutsideClick?: boolean;
  size?: ModalSize;
  /**
   * The frame's close button (default true). A popup without it must bring its own focusable
   * element, or it is refused (§8).
   */
  closeButton?: boolean;
  /** Where focus returns on close; the element focused when the modal opened if unset. */
  opener?: HTMLElement | null;
  /**
   * `opener`: the component that opened the modal renders it in place (<ModalOutlet>), so its
   * content keeps that component's React context (a content block's server data, for one).
   */
  renderedBy?: 'host' | 'opener';
  /** Set for video modals: the §3 video play stack is made of these. */
  video?: ModalVideo;
}

export interface ModalEntry {
  key: number;
  phase: ModalPhase;
  target: ModalTarget;
  id: string;
  content: ReactNode;
  closeOnOutsideClick: boolean;
  size: ModalSize;
  closeButton: boolean;
  opener: HTMLElement | null;
  renderedBy: 'host' | 'opener';
  video: ModalVideo | null;
  /** Set once it is closing: how (for the leave animation, and the analytics to come). */
  closedBy: ModalCloseReason | null;
  /** Set when a swipe closed the modal: it leaves in that direction. */
  swipedTo: SwipeDirection | null;
}

export interface ModalState {
  /** Bottom to top; the index is the stacking index (stacking.ts). */
  entries: readonly ModalEntry[];
}

export const initialModalState: ModalState = { entries: [] };

export type ModalAction =
  | { type: 'open'; key: number; request: ModalRequest }
  /** The check passed; `animated` is false when there is no enter animation (reduced motion). */
  | { type: 'accept'; key: number; animated: boolean }
  /** §8: a popup without a focusable element is not allowed: it never opens. */
  | { type: 'refuse'; key: number }
  | { type: 'entered'; key: number }
  /** Without a key: the top open modal. */
  | { type: 'close'; key?: number; reason: ModalCloseReason; swipedTo?: SwipeDirection }
  | { type: 'close-all' }
  /** The leave animation ended (or the modal's renderer went away, `force`). */
  | { type: 'removed'; key: number; force?: boolean };

export function isShown(entry: ModalEntry): boolean {
  return entry.phase === 'enter' || entry.phase === 'open';
}

function update(state: ModalState, key: number, change: (entry: ModalEntry) => ModalEntry): ModalState {
  let changed = false;
  const entries = state.entries.map((entry) => {
    if (entry.key !== key) return entry;
    const next = change(entry);
    changed ||= next !== entry;
    return next;
  });
  return changed ? { entries } : state;
}

function leave(
  entry: ModalEntry,
  closedBy: ModalCloseReason,
  swipedTo: SwipeDirection | null = null,
): ModalEntry {
  return isShown(entry) ? { ...entry, phase: 'leave', closedBy, swipedTo } : entry;
}

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open': {
      const { request } = action;
      const entry: ModalEntry = {
        key: action.key,
        phase: 'check',
        target: request.target,
        id: request.id,
        content: request.content,
        closeOnOutsideClick: request.closeOnOutsideClick ?? true,
        size: request.size ?? 'md',
        closeButton: request.closeButton ?? true,
        opener: request.opener ?? null,
        renderedBy: request.renderedBy ?? 'host',
        video: request.video ?? null,
        closedBy: null,
        swipedTo: null,
      };
      return { entries: [...state.entries, entry] };
    }
    case 'accept':
      return update(state, action.key, (entry) =>
        entry.phase === 'check' ? { ...entry, phase: action.animated ? 'enter' : 'open' } : entry,
      );
    case 'refuse':
      return {
        entries: state.entries.filter((entry) => entry.key !== action.key || entry.phase !== 'check'),
      };
    case 'entered':
      return update(state, action.key, (entry) =>
        entry.phase === 'enter' ? { ...entry, phase: 'open' } : entry,
      );
    case 'close': {
      const key = action.key ?? state.entries.findLast(isShown)?.key;
      return key === undefined
        ? state
        : update(state, key, (entry) => leave(entry, action.reason, action.swipedTo));
    }
    case 'close-all':
      if (state.entries.length === 0) return state;
      return {
        entries: state.entries
          .filter((entry) => entry.phase !== 'check')
          .map((entry) => leave(entry, 'navigation')),
      };
    case 'removed': {
      const entries = state.entries.filter(
        (entry) => entry.key !== action.key || (entry.phase !== 'leave' && !action.force),
      );
      return entries.length === state.entries.length ? state : { entries };
    }
  }
}

export interface ModalData {
  modalTarget: ModalTarget;
  id: string;
}

/** The §3 modal state, read from the stack. */
export interface ModalView {
  isModalOpen: boolean;
  /** The top open modal's target and id; null when none is open. */
  modalData: ModalData | null;
  /** The top open modal's content; null when none is open. */
  modalContent: ReactNode | null;
  /** Videos playing in modals, bottom to top: opening a video pushes, closing pops. */
  videoPlayStack: readonly (ModalVideo & { key: number })[];
}

export function modalView(state: ModalState): ModalView {
  const shown = state.entries.filter(isShown);
  const top = shown.at(-1);
  return {
    isModalOpen: top !== undefined,
    modalData: top ? { modalTarget: top.target, id: top.id } : null,
    modalContent: top ? top.content : null,
    videoPlayStack: shown.flatMap((entry) => (entry.video ? [{ ...entry.video, key: entry.key }] : [])),
  };
}
