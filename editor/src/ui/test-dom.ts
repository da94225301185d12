// What the editor app's jsdom tests do to the page: find elements by their text, type into a
// controlled field, click, and let React and the (fake) timers settle.
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
