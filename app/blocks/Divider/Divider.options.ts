// The Divider block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const DIVIDER_SIZES = ['sm', 'md', 'lg'] as const;
