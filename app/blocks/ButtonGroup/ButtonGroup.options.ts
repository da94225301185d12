// The ButtonGroup block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const BUTTON_GROUP_ALIGNMENTS = ['left', 'center'] as const;
