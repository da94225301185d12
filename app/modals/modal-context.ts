// The modal state's React door: useModals() gives the §3 modal state and the functions that open
// and close modals. It is null outside <ModalProvider> (blocks rendered alone, in unit tests), and
// callers then keep their no-JavaScript form (a plain link).
import { createContext, useContext, type Dispatch } from 'react';
import type { ModalAction, ModalEntry, ModalRequest, ModalView } from './modal-state';

export interface ModalsApi extends ModalView {
  /** Every modal on the stack, bottom to top, in any phase. */
  entries: readonly ModalEntry[];
  /** Opens a modal above any open one; returns its key. */
  open(request: ModalRequest): number;
  /** Closes the modal with this key, or the top one. */
  close(key?: number): void;
  closeAll(): void;
}

export const ModalContext = createContext<ModalsApi | null>(null);
/** For the modal frames only: the phase changes they report (checked, entered, left). */
export const ModalDispatchContext = createContext<Dispatch<ModalAction>>(() => undefined);
/** The modal a piece of content is rendered in. */
export const CurrentModalContext = createContext<ModalEntry | null>(null);

export function useModals(): ModalsApi | null {
  return useContext(ModalContext);
}

export function useCurrentModal(): ModalEntry | null {
  return useContext(CurrentModalContext);
}

/** A left click without a modifier key: anything else keeps the link's own behaviour (new tab...). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
