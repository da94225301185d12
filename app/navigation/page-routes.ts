// The path of the route that renders every page but the home page (app/routes.ts), shared with the
// navigation pipeline, which runs for pages only (app/navigation/pipeline.server.ts).
export const PAGE_SPLAT = '*';
