// The star rating's options, shared by schemas (server) and the component (browser), so no schema
// imports the component.
export const STARS_MAX = 5;
