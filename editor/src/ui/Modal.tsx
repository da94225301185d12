// A modal dialog (the native <dialog>, as the image library uses): focus stays inside while it is
// open, Escape closes it, and the focus goes back to where it was when it closes.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Modal({
  title,
  onClose,
  children,
  className = '',
  actions = null,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Beside the title (the image library's Close). */
  actions?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) {
      // jsdom has no showModal: the dialog is then merely open.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      const first =
        element.querySelector<HTMLElement>('[data-autofocus]') ??
        element.querySelector<HTMLElement>('input, select, textarea, button');
      first?.focus();
    }
    return () => {
      if (element?.open) {
        if (typeof element.close === 'function') element.close();
        else element.removeAttribute('open');
      }
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`modal ${className}`.trim()}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        {actions}
      </div>
      {children}
    </dialog>
  );
}
