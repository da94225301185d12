// What the story and folder dialogs are made of: labelled fields, the alert a refusal is said in,
// and the row of buttons each ends with.
import { useCallback, useId, useState } from 'react';
import { ApiError } from '../api/client';
import { fullSlugError } from '../schema/slug';

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A 401 ends the session (the sign-in comes back); anything else is said in the dialog. */
export function useFailure(onUnauthorised: () => void) {
  const [error, setError] = useState<string | null>(null);
  const fail = useCallback(
    (caught: unknown, fallback: string) => {
      if (caught instanceof ApiError && caught.status === 401) onUnauthorised();
      else setError(messageOf(caught, fallback));
    },
    [onUnauthorised],
  );
  return [error, setError, fail] as const;
}

export function Alert({ message }: { message: string | null }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The dialog's own action: its form's submit button, or a plain button when `onAct` is given. */
export interface DialogAction {
  label: string;
  /** Shown while the action runs (the button is then disabled). */
  busyLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  tone?: 'primary' | 'danger';
  onAct?: () => void;
}

/**
 * The row a dialog ends with: its action, then the way out (Cancel unless named otherwise). A
 * dialog whose action cannot be undone starts with the focus on the way out (`focusCancel`).
 */
export function DialogActions({
  action,
  cancel,
}: {
  action?: DialogAction;
  cancel?: { label?: string; onCancel: () => void; focusCancel?: boolean; tone?: 'primary' };
}) {
  return (
    <div className="button-row dialog-actions">
      {action ? (
        <button
          type={action.onAct ? 'button' : 'submit'}
          className={action.tone ?? 'primary'}
          disabled={action.busy || action.disabled}
          onClick={action.onAct}
        >
          {action.busy && action.busyLabel ? action.busyLabel : action.label}
        </button>
      ) : null}
      {cancel ? (
        <button
          type="button"
          className={cancel.tone}
          onClick={cancel.onCancel}
          data-autofocus={cancel.focusCancel ? true : undefined}
        >
          {cancel.label ?? 'Cancel'}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A rename-or-move form's name and full slug (a story's or a folder's): their values, what changed,
 * and the errors shown once the form was tried or the slug edited.
 */
export function useRenameFields(
  current: { name: string; fullSlug: string },
  slugCheck: (slug: string) => string | null = fullSlugError,
) {
  const [name, setName] = useState(current.name);
  const [fullSlug, setFullSlug] = useState(current.fullSlug);
  const [tried, setTried] = useState(false);
  const newName = name.trim();
  const newSlug = fullSlug.trim();
  const slugProblem = slugCheck(newSlug);
  return {
    name,
    setName,
    fullSlug,
    setFullSlug,
    newName,
    newSlug,
    renamed: newName !== current.name,
    moved: newSlug !== current.fullSlug,
    nameError: tried && newName === '' ? 'A name is required.' : null,
    slugError: tried || fullSlug !== current.fullSlug ? slugProblem : null,
    /** Marks the form tried (its errors shown); whether what it holds may be sent. */
    check: () => {
      setTried(true);
      return newName !== '' && slugProblem === null;
    },
  };
}

export function RenameFields({
  fields,
  slugHint,
}: {
  fields: ReturnType<typeof useRenameFields>;
  slugHint: string;
}) {
  return (
    <>
      <TextField label="Name" value={fields.name} onChange={fields.setName} error={fields.nameError} />
      <TextField
        label="Full slug"
        value={fields.fullSlug}
        onChange={fields.setFullSlug}
        error={fields.slugError}
        hint={slugHint}
      />
    </>
  );
}
