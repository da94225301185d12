// The nine section themes of requirements §5. Each maps to a CSS class that sets the surface, text and
// accent colours (app/styles/tokens.css); every pairing meets WCAG 2.2 AA contrast.

export const THEMES = [
  'white',
  'grey',
  'yellow',
  'peach',
  'azure',
  'pink',
  'purple',
  'purple-light',
  'enterprise',
] as const;
export type Theme = (typeof THEMES)[number];

export function themeClass(theme: Theme): string {
  return `theme-${theme}`;
}
