// The Section block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const SECTION_WIDTHS = ['normal', 'narrow', 'wide'] as const;
