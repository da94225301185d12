// The newsletter modal (§2 item 6, §3 "Modal state"): headline, the subline with the workplaces stat
// and the brand name, and newsletter form 1261 (§9), loaded by id like every marketing form; if it
// cannot load, the error and a link to the contact page take its place.
import { useCallback } from 'react';
import { lazyComponent } from '../app-shell/lazy-component';
import { useModals } from './modal-context';
import { NEWSLETTER_FORM_ID } from './newsletter';

// The body, with the form, loads when the modal first opens (NewsletterModalBody.tsx).
const NewsletterModalBody = lazyComponent(() =>
  import('./NewsletterModalBody').then((module) => module.NewsletterModalBody),
);

/** Opens the newsletter modal; null where no modal can open (outside the provider). */
export function useNewsletterModal(): ((opener?: HTMLElement | null) => void) | null {
  const open = useModals()?.open;
  const openNewsletter = useCallback(
    (opener?: HTMLElement | null) => {
      void NewsletterModalBody.preload();
      open?.({
        target: 'newsletter',
        id: NEWSLETTER_FORM_ID,
        content: <NewsletterModalBody />,
        closeOnOutsideClick: true,
        opener,
      });
    },
    [open],
  );
  return open ? openNewsletter : null;
}
