// Opens modals from links (the convention is in modal-links.ts): one click listener for the whole
// page, which knows the site's own modals and the content modals the page has registered.
import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { isPlainClick } from './modal-context';
import { isSiteModalLink, modalLinkName, type SiteModalLink } from './modal-links';
import { useNewsletterModal } from './NewsletterModal';
import { useSignupModal } from './SignupModal';

type OpenFromLink = (opener: HTMLElement) => void;

/** Content modals on the page, by id: a `#{id}` link opens them. */
const ModalLinkTargets = createContext<Map<string, OpenFromLink> | null>(null);

/** Registers a content modal so that links to `#{id}` open it while it is on the page. */
export function useModalLinkTarget(id: string, open: OpenFromLink) {
  const targets = useContext(ModalLinkTargets);
  const onOpen = useEffectEvent(open);
  useEffect(() => {
    if (!targets) return;
    const opener: OpenFromLink = (element) => onOpen(element);
    targets.set(id, opener);
    return () => {
      if (targets.get(id) === opener) targets.delete(id);
    };
  }, [targets, id]);
}

function ModalLinkListener({ targets }: { targets: Map<string, OpenFromLink> }) {
  const site: Record<SiteModalLink, OpenFromLink | null> = {
    signup: useSignupModal(),
    newsletter: useNewsletterModal(),
  };

  const onClick = useEffectEvent((event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLElement)) return;
    const name = modalLinkName(link.getAttribute('href'), window.location.href);
    if (!name) return;
    const open = isSiteModalLink(name) ? site[name] : targets.get(name);
    // A modal that cannot open here (turned off, not on this page) leaves the link to do its job.
    if (!open) return;
    event.preventDefault();
    open(link);
  });

  useEffect(() => {
    // Capture on window: before the router's own link handling, which would follow the link.
    const listener = (event: MouseEvent) => onClick(event);
    window.addEventListener('click', listener, true);
    return () => window.removeEventListener('click', listener, true);
  }, []);
  return null;
}

export function ModalLinks({ children }: { children: ReactNode }) {
  const [targets] = useState(() => new Map<string, OpenFromLink>());
  return (
    <ModalLinkTargets.Provider value={targets}>
      {children}
      <ModalLinkListener targets={targets} />
    </ModalLinkTargets.Provider>
  );
}
