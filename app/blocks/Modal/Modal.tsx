// A content modal (§2 item 6 "generic modal"): a button that opens a modal with a headline and
// nested blocks. Progressive: before hydration (and without JavaScript) the button is a link to
// the same content, kept on the page and shown when the link targets it; once hydrated it opens
// the modal. The modal renders in place (ModalOutlet), so nested blocks keep the page's context.
import { useState } from 'react';
import { ModalTitle } from '../../modals/ModalParts';
import { useModalLinkTarget } from '../../modals/ModalLinks';
import { ModalOutlet } from '../../modals/ModalProvider';
import { useModals } from '../../modals/modal-context';
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import type { BlockList } from '../parsed-block';
import { NestedBlocks } from '../Section/NestedBlocks';
import { Icon } from '../shared/Icon';
import { themeClass } from '../shared/theme';
import { useHydrated } from '../shared/use-hydrated';
import type { ModalContent } from './Modal.schema';

function ModalBody({ headline, body }: { headline: string; body: BlockList }) {
  return (
    <div className="modal-body modal-block__body theme-white">
      <ModalTitle className="modal-body__title">{headline}</ModalTitle>
      <NestedBlocks blocks={body} />
    </div>
  );
}

export function Modal({
  uid,
  trigger_text,
  trigger_type,
  trigger_size,
  headline,
  body,
  close_on_outside_click,
  modal_id,
  theme,
}: ModalContent & BlockProps) {
  const editable = useBlockEditable();
  const { depth } = usePlacement();
  const modals = useModals();
  const enhanced = useHydrated() && modals !== null;
  const [modalKey, setModalKey] = useState<number | null>(null);
  const id = modal_id || `modal-${uid}`;
  const openModal = (opener: HTMLElement) =>
    setModalKey(
      modals?.open({
        target: 'generic',
        id,
        content: <ModalBody headline={headline} body={body} />,
        closeOnOutsideClick: close_on_outside_click,
        size: 'lg',
        renderedBy: 'opener',
        opener,
      }) ?? null,
    );
  // Links to `#{id}` anywhere on the page open it too (modals/modal-links.ts).
  useModalLinkTarget(id, openModal);
  const className = `button button--${trigger_type} button--${trigger_size}`;
  const icon = trigger_type === 'icon';
  const label = icon ? (
    <Icon name="arrow-right" size={trigger_size === 'lg' ? 28 : 22} />
  ) : (
    <span>{trigger_text}</span>
  );
  const named = icon ? { 'aria-label': trigger_text, title: trigger_text } : {};

  const trigger = enhanced ? (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      {...named}
      onClick={(event) => openModal(event.currentTarget)}
    >
      {label}
    </button>
  ) : (
    <a className={className} href={`#${id}`} {...named}>
      {label}
    </a>
  );

  // Inside a container the modal block is the block's root element; on a page, the band around it is.
  const block = (
    <div className="modal-block" {...(depth > 0 ? editable : {})}>
      <div className="button-row modal-block__trigger">{trigger}</div>
      {enhanced ? (
        <ModalOutlet modalKey={modalKey} />
      ) : (
        <section id={id} className="modal-block__fallback" aria-label={headline}>
          <h2 className="modal-body__title">{headline}</h2>
          <NestedBlocks blocks={body} />
        </section>
      )}
    </div>
  );
  if (depth > 0) return block;
  return (
    <div className={`modal-block-band ${themeClass(theme)}`} {...editable}>
      <div className="container">{block}</div>
    </div>
  );
}
