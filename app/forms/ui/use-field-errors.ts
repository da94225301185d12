// The field messages a form shows: the browser's own check of the last attempt when it failed
// there, else the server's answer; a message the visitor put away by focusing its field stays
// away until the next attempt brings a new set.
import { useState } from 'react';

type FieldErrors = Readonly<Record<string, string>>;

export function useFieldErrors<E extends FieldErrors>(serverErrors: E) {
  // null: the last attempt went to the server, whose answer holds the messages.
  const [clientErrors, setClientErrors] = useState<E | null>(null);
  const [dismissed, setDismissed] = useState<{ of: object; fields: readonly string[] }>({
    of: {},
    fields: [],
  });
  const source = clientErrors ?? serverErrors;
  const hidden = dismissed.of === source ? dismissed.fields : [];
  const shown = Object.fromEntries(Object.entries(source).filter(([field]) => !hidden.includes(field))) as E;
  const dismiss = (field: string) => {
    if (shown[field] !== undefined) setDismissed({ of: source, fields: [...hidden, field] });
  };
  return { shown, clientErrors, setClientErrors, dismiss };
}
