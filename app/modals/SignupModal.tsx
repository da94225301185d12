// The signup modal (§2 items 1 and 6), driven by its content (§3 "Signup modal content", from
// useSiteState().signupModal): logo, heading, optional subheading, the review-site line
// 'N+ glowing reviews' when show_capterra_rating is on, and the signup form (its token comes from
// the form definition endpoint, as the modal opens; the body is SignupModalBody.tsx). hideComponent
// turns the modal off: '#signup' links then keep their plain behaviour. Links open it through
// ModalLinks.tsx.
import { useCallback } from 'react';
import { lazyComponent } from '../app-shell/lazy-component';
import { useSiteState } from '../site-state/SiteState';
import { useModals } from './modal-context';

// The body, with the signup form, loads when the modal first opens (SignupModalBody.tsx).
const SignupModalBody = lazyComponent(() =>
  import('./SignupModalBody').then((module) => module.SignupModalBody),
);

/** Opens the signup modal; null where it cannot open (outside the provider, or turned off). */
export function useSignupModal(): ((opener?: HTMLElement | null) => void) | null {
  const site = useSiteState();
  const modals = useModals();
  const hidden = !site || site.signupModal.hideComponent;
  const formId = site?.signupModal.form_id;
  const openSignup = useCallback(
    (opener?: HTMLElement | null) => {
      if (!modals) return;
      // A second click while it opens would stack a second signup modal.
      if (modals.entries.some((entry) => entry.target === 'signup' && entry.phase !== 'leave')) return;
      void SignupModalBody.preload();
      modals.open({
        target: 'signup',
        id: formId ?? '',
        content: <SignupModalBody />,
        closeOnOutsideClick: true,
        opener,
      });
    },
    [modals, formId],
  );
  return modals && !hidden ? openSignup : null;
}
