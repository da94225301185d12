// What the editor app's jsdom tests do to the page: find elements by their text or a dialog's
// label, type into a controlled field, click, and let React and the (fake) timers settle; and the
// JSON answers their stand-in APIs give.
import { act } from 'react';
import { vi } from 'vitest';

export function byText<T extends HTMLElement = HTMLElement>(selector: string, text: string | RegExp): T {
  const found = [...document.querySelectorAll<T>(selector)].find((element) =>
    typeof text === 'string' ? element.textContent?.trim() === text : text.test(element.textContent ?? ''),
  );
  if (!found) throw new Error(`no ${selector} with text ${String(text)}`);
  return found;
}

/** Sets a controlled input's value as typing does (React listens to the native input event). */
export async function type(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype =
    element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export async function click(element: HTMLElement) {
  await act(async () => element.click());
}

export async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The control a dialog's label names. */
export function inDialog<T extends HTMLElement = HTMLElement>(label: string): T {
  const element = byText<HTMLLabelElement>('dialog label', label);
  const control = document.getElementById(element.htmlFor);
  if (!control) throw new Error(`no control labelled ${label}`);
  return control as T;
}

/** A stand-in API's JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
