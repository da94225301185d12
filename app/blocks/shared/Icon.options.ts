// The icons there are, shared by the schemas (server) and the Icon component (browser), so no schema
// imports the component; Icon.tsx draws exactly these (its path table is typed by this list).
export const ICON_NAMES = [
  'arrow-right',
  'check',
  'play',
  'download',
  'calendar',
  'clock',
  'users',
  'shield',
  'chart',
  'chat',
  'phone',
  'globe',
  'plug',
  'search',
  'star',
  'chevron-down',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
