// The modal state of requirements §3 and the modals every page can open, mounted around every page
// (root.tsx). It owns the stack (modal-state.ts), renders the modals that live here (video,
// newsletter, exit popups, signup) in their stacking order, and starts the page-wide triggers: exit
// intent and links that name a modal (ModalLinks.tsx). Content modals render in place (<ModalOutlet>) to keep their context.
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { useModalAnalytics } from '../analytics/use-modal-analytics';
import { ExitPopups } from './ExitPopups';
import { ModalContext, ModalDispatchContext, useModals, type ModalsApi } from './modal-context';
import { initialModalState, isShown, modalReducer, modalView, type ModalRequest } from './modal-state';
import { LazyModalFrame } from './LazyModalFrame';
import { ModalLinks } from './ModalLinks';

/**
 * Makes everything but the top modal inert while it is open, so nothing behind it can be reached
 * or read (Radix only hides it from assistive technology, which leaves it in the tab order).
 */
function useInertBackground(topKey: number | null) {
  useEffect(() => {
    if (topKey === null) return;
    const background = [...document.body.children].filter(
      (element) =>
        !element.matches(`[data-modal-key="${topKey}"], script, style, link, template`) &&
        !element.hasAttribute('inert'),
    );
    for (const element of background) element.setAttribute('inert', '');
    return () => {
      for (const element of background) element.removeAttribute('inert');
    };
  }, [topKey]);
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(modalReducer, initialModalState);
  const nextKey = useRef(1);

  // Modals belong to the page they were opened on: a navigation closes them.
  const { pathname } = useLocation();
  const [page, setPage] = useState(pathname);
  if (page !== pathname) {
    setPage(pathname);
    dispatch({ type: 'close-all' });
  }

  const open = useCallback((request: ModalRequest) => {
    const key = nextKey.current;
    nextKey.current += 1;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dispatch({ type: 'open', key, request: { ...request, opener: request.opener ?? focused } });
    return key;
  }, []);
  const close = useCallback((key?: number) => dispatch({ type: 'close', key, reason: 'program' }), []);
  const closeAll = useCallback(() => dispatch({ type: 'close-all' }), []);

  const api = useMemo<ModalsApi>(
    () => ({ ...modalView(state), entries: state.entries, open, close, closeAll }),
    [state, open, close, closeAll],
  );
  useInertBackground(state.entries.findLast(isShown)?.key ?? null);
  // §7: VIEW_OPENED / VIEW_CLOSED (and the video modal's events) from the stack's changes.
  useModalAnalytics(state);

  return (
    <ModalContext.Provider value={api}>
      <ModalDispatchContext.Provider value={dispatch}>
        <ModalLinks>{children}</ModalLinks>
        {state.entries.map((entry, index) =>
          entry.renderedBy === 'host' ? <LazyModalFrame key={entry.key} entry={entry} index={index} /> : null,
        )}
        <ExitPopups />
      </ModalDispatchContext.Provider>
    </ModalContext.Provider>
  );
}

/**
 * Renders, in place, the modal with this key that its opener renders itself (`renderedBy:
 * 'opener'`), and drops it from the stack if the opener goes away while it is open.
 */
export function ModalOutlet({ modalKey }: { modalKey: number | null }) {
  const modals = useModals();
  const dispatch = useContext(ModalDispatchContext);
  useEffect(() => {
    if (modalKey === null) return;
    return () => dispatch({ type: 'removed', key: modalKey, force: true });
  }, [modalKey, dispatch]);
  const entries = modals?.entries ?? [];
  const index = entries.findIndex((entry) => entry.key === modalKey && entry.renderedBy === 'opener');
  const entry = entries[index];
  return entry ? <LazyModalFrame entry={entry} index={index} /> : null;
}
