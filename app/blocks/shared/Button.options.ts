// The Button block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const BUTTON_TYPES = ['filled', 'outline', 'text', 'underline', 'icon'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
