// The signup modal (§2 items 1 and 6), driven by its content (§3 "Signup modal content", from
// useSiteState().signupModal): logo, heading, optional subheading, the review-site line
// 'N+ glowing reviews' when show_capterra_rating is on, and the signup form (its token comes from
// the form definition endpoint, as the modal opens; the body is SignupModalBody.tsx). hideComponent turns the modal off: '#signup' links then
// keep their plain behaviour. It opens from any link that signup-link.ts names.
import { useEffect, useEffectEvent } from 'react';
import { lazyComponent } from '../app-shell/lazy-component';
import { useSiteState } from '../site-state/SiteState';
import { isPlainClick, useModals } from './modal-context';
import { opensSignupModal } from './signup-link';

// The body, with the signup form, loads when the modal first opens (SignupModalBody.tsx).
const SignupModalBody = lazyComponent(() =>
  import('./SignupModalBody').then((module) => module.SignupModalBody),
);

/** Opens the signup modal from '#signup' links anywhere on the page (one listener for all). */
export function SignupLinks() {
  const site = useSiteState();
  const modals = useModals();

  const onClick = useEffectEvent((event: MouseEvent) => {
    if (!site || !modals || site.signupModal.hideComponent || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (
      !(link instanceof HTMLElement) ||
      !opensSignupModal(link.getAttribute('href'), window.location.href)
    ) {
      return;
    }
    event.preventDefault();
    if (modals.entries.some((entry) => entry.target === 'signup' && entry.phase !== 'leave')) return;
    void SignupModalBody.preload();
    modals.open({
      target: 'signup',
      id: site.signupModal.form_id,
      content: <SignupModalBody />,
      closeOnOutsideClick: true,
      opener: link,
    });
  });

  useEffect(() => {
    // Capture on window: before the router's own link handling, which would follow the link.
    const listener = (event: MouseEvent) => onClick(event);
    window.addEventListener('click', listener, true);
    return () => window.removeEventListener('click', listener, true);
  }, []);
  return null;
}
