// The PageHeader block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const PAGE_HEADER_ALIGNMENTS = ['left', 'center'] as const;
