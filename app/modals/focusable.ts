// §8 "Popup without a focusable element: not allowed; needs at least one". A modal traps focus
// (§4), and a trap with nothing to focus would leave keyboard users with no way to act or leave,
// so such a popup is refused: the error is logged and the popup never opens.

export const POPUP_WITHOUT_FOCUSABLE_ERROR =
  'Popup without a focusable element is not allowed; it needs at least one';

/** Elements a keyboard user can reach with Tab. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

type Candidate = Pick<Element, 'closest' | 'getAttribute'>;

/** Whether `root` holds an element that can take focus (not hidden, inert or taken out by tabindex). */
export function hasFocusableElement(root: {
  querySelectorAll(selector: string): ArrayLike<Candidate>;
}): boolean {
  return Array.from(root.querySelectorAll(FOCUSABLE_SELECTOR)).some(
    (element) => element.getAttribute('tabindex') !== '-1' && !element.closest('[hidden], [inert]'),
  );
}

/** True when the popup may open; otherwise logs the §8 error. */
export function checkPopupFocusable(root: Parameters<typeof hasFocusableElement>[0]): boolean {
  if (hasFocusableElement(root)) return true;
  console.error(POPUP_WITHOUT_FOCUSABLE_ERROR);
  return false;
}
