// Keyboard model of the WAI-ARIA tabs pattern (horizontal tablist, automatic activation): arrows
// move to the previous or next tab and wrap around, Home and End go to the first and last.

/** The tab to select after `key` is pressed on tab `current` of `count`, or null to ignore the key. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
