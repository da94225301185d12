// The MediaText block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const IMAGE_POSITIONS = ['left', 'right'] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];
