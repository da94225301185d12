// The Columns block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const COLUMNS_MIN = 2;
export const COLUMNS_MAX = 4;
