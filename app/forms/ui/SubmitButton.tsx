// The submit button of the site's forms (signup and marketing forms): the label, and while the post
// is on its way a spinner and the pending label, the button busy and disabled so it is sent once.
import { Spinner } from './Spinner';

/** The look of a form's submit button; the loading placeholder's stand-in button wears it too. */
export const SUBMIT_BUTTON_CLASS = 'button button--filled button--lg form-submit';

export interface SubmitButtonProps {
  label: string;
  /** What the button says while the post is on its way (the form without JavaScript never is). */
  pendingLabel?: string;
  pending?: boolean;
}

export function SubmitButton({ label, pendingLabel = label, pending = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={SUBMIT_BUTTON_CLASS}
      aria-busy={pending ? true : undefined}
      disabled={pending}
    >
      {pending ? <Spinner /> : null}
      <span>{pending ? pendingLabel : label}</span>
    </button>
  );
}
