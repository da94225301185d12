// One modal of the stack, on Radix Dialog: overlay and content in a portal at the stacking index's
// z-index, focus trapped inside and given back to the opener on close, page scroll locked, closed
// by Escape, by an outside click when the modal allows it, by a swipe, or by its close button.
// Enter and leave phases are CSS animations keyed on data-state / data-phase (modals.css); with
// reduced motion there are none and the modal appears and goes at once. Radix and this frame are
// loaded only when a modal first opens (LazyModalFrame.tsx).
import * as Dialog from '@radix-ui/react-dialog';
import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { checkPopupFocusable } from './focusable';
import { CurrentModalContext, ModalDispatchContext } from './modal-context';
import { isShown, type ModalCloseReason, type ModalEntry } from './modal-state';
import { ModalPartsContext, type ModalPartComponents } from './ModalParts';
import { modalLayers } from './stacking';
import { useSwipeToClose } from './use-swipe-to-close';
import './modals.css';

/** Focus goes back to the opener, unless another modal has taken it meanwhile. */
function returnFocus(opener: HTMLElement | null) {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  if (opener?.isConnected) opener.focus();
}

/** Reports when the content has gone: Radix unmounts it once the leave animation has ended. */
function LeaveSignal({ onLeft }: { onLeft: () => void }) {
  useEffect(() => onLeft, [onLeft]);
  return null;
}

export function ModalFrame({ entry, index }: { entry: ModalEntry; index: number }) {
  const dispatch = useContext(ModalDispatchContext);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { key, phase } = entry;
  const layers = modalLayers(index);
  const swipe = useSwipeToClose(
    (direction) => dispatch({ type: 'close', key, reason: 'swipe', swipedTo: direction }),
    isShown(entry),
  );
  const onLeft = useCallback(() => dispatch({ type: 'removed', key }), [dispatch, key]);
  const close = (reason: ModalCloseReason) => dispatch({ type: 'close', key, reason });

  // Before the first paint: refuse a popup without a focusable element (§8), else open it, straight
  // into `open` when there is no enter animation to wait for.
  useLayoutEffect(() => {
    if (phase !== 'check' || !content) return;
    if (!checkPopupFocusable(content)) {
      dispatch({ type: 'refuse', key });
      return;
    }
    dispatch({ type: 'accept', key, animated: getComputedStyle(content).animationName !== 'none' });
  }, [phase, content, key, dispatch]);

  const style = { zIndex: layers.content, '--modal-swipe-x': `${swipe.offset}px` } as CSSProperties;
  return (
    <CurrentModalContext.Provider value={entry}>
      <Dialog.Root
        open={phase !== 'leave'}
        onOpenChange={(open) => {
          // Radix's own dismissals are all handled below, each naming its reason.
          if (!open) dispatch({ type: 'close', key, reason: 'program' });
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay
            className="modal-overlay"
            data-phase={phase}
            data-modal-key={key}
            style={{ zIndex: layers.overlay }}
          />
          <Dialog.Content
            ref={setContent}
            className={`modal modal--${entry.size}`}
            data-phase={phase}
            data-modal-key={key}
            data-modal-target={entry.target}
            data-closed-by={entry.closedBy ?? undefined}
            data-swiped={entry.swipedTo ?? undefined}
            style={style}
            onOpenAutoFocus={(event) => {
              // A player would take the keyboard (Escape included) into its frame: start on the
              // close button instead, one Tab away from the player.
              if (entry.video && closeButton.current) {
                event.preventDefault();
                closeButton.current.focus();
              }
            }}
            onEscapeKeyDown={(event) => {
              event.preventDefault();
              close('escape');
            }}
            onPointerDownOutside={(event) => {
              // §4: an outside click closes only a modal that enables it (and never a right click).
              event.preventDefault();
              const { button, ctrlKey } = event.detail.originalEvent;
              if (entry.closeOnOutsideClick && button === 0 && !ctrlKey) close('outside-click');
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus(entry.opener);
            }}
            onAnimationEnd={(event) => {
              if (event.target === event.currentTarget && phase === 'enter')
                dispatch({ type: 'entered', key });
            }}
            {...swipe.handlers}
          >
            {/* The body scrolls under the close button, which stays in view. */}
            <div className="modal__scroll">
              <ModalPartsContext.Provider value={RADIX_PARTS}>{entry.content}</ModalPartsContext.Provider>
            </div>
            {entry.closeButton ? (
              <Dialog.Close
                ref={closeButton}
                className="modal__close"
                aria-label="Close"
                onClick={(event) => {
                  event.preventDefault();
                  close('close-button');
                }}
              >
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Dialog.Close>
            ) : null}
            <LeaveSignal onLeft={onLeft} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </CurrentModalContext.Provider>
  );
}

/** Radix's title and description, which label the dialog, for the bodies' ModalTitle and ModalDescription. */
const RADIX_PARTS: ModalPartComponents = { Title: Dialog.Title, Description: Dialog.Description };
