// Prefill from a data-transfer page (§7 "A prefill message may be received from a data-transfer
// page"): a window message from an allow-listed origin (PREFILL_ORIGINS) carrying
// `{ "prefill": { "email": "…", "firstName": "…" } }` fills the matching fields of the forms on the
// page. The forms may not be there yet (a marketing form loads), so it polls every 1 s for up to 10
// tries (§9). Messages from other origins, other shapes and the forms' hidden fields are ignored;
// checkboxes are never ticked for the visitor (consent to the terms is theirs to give).
import { META_FIELDS } from '../form-result';
import { HONEYPOT_FIELD } from '../talon-fields';
import { pollUntil } from './poll';

export const PREFILL_POLL_MS = 1_000;
export const PREFILL_TRIES = 10;
const MAX_VALUE_LENGTH = 500;

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export type PrefillValues = Readonly<Record<string, string>>;

/** The values of a prefill message from an allowed origin; undefined for anything else. */
export function prefillValues(
  origin: string,
  data: unknown,
  allowedOrigins: readonly string[],
): PrefillValues | undefined {
  if (!allowedOrigins.includes(origin)) return undefined;
  // Checked by hand, not with zod: this runs in the browser, which never loads zod.
  if (data === null || typeof data !== 'object') return undefined;
  const prefill = (data as { prefill?: unknown }).prefill;
  if (prefill === null || typeof prefill !== 'object' || Array.isArray(prefill)) return undefined;
  const entries = Object.entries(prefill);
  const valid = entries.every(
    ([name, value]) => FIELD_NAME.test(name) && typeof value === 'string' && value.length <= MAX_VALUE_LENGTH,
  );
  return valid ? Object.fromEntries(entries) : undefined;
}

const NOT_FILLED: ReadonlySet<string> = new Set([...META_FIELDS, HONEYPOT_FIELD]);

function setValue(element: HTMLInputElement | HTMLSelectElement, value: string): boolean {
  if (element instanceof HTMLSelectElement) {
    if (![...element.options].some((option) => option.value === value)) return false;
  } else if (!['text', 'email', 'tel'].includes(element.type)) {
    return false;
  }
  // The prototype's setter, so frameworks watching the element see the change as typed input.
  const prototype =
    element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Fills the matching fields of every site form under `root`; returns how many were filled. */
export function fillForms(root: ParentNode, values: PrefillValues): number {
  let filled = 0;
  for (const form of root.querySelectorAll<HTMLFormElement>('form.form')) {
    for (const [name, value] of Object.entries(values)) {
      if (NOT_FILLED.has(name)) continue;
      const element = form.elements.namedItem(name);
      if (
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        setValue(element, value)
      ) {
        filled += 1;
      }
    }
  }
  return filled;
}

/** Starts listening; returns the function that stops. */
export function listenForPrefill(allowedOrigins: readonly string[]): () => void {
  const controller = new AbortController();
  const onMessage = (event: MessageEvent) => {
    const values = prefillValues(event.origin, event.data, allowedOrigins);
    if (!values) return;
    void pollUntil(() => document.querySelector('form.form') !== null, {
      intervalMs: PREFILL_POLL_MS,
      timeoutMs: PREFILL_POLL_MS * (PREFILL_TRIES - 1),
      signal: controller.signal,
    }).then((found) => {
      if (found) fillForms(document, values);
    });
  };
  window.addEventListener('message', onMessage, { signal: controller.signal });
  return () => controller.abort();
}
