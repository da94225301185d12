// The StatRow block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const SITE_STATS = ['countries', 'workplaces', 'users', 'rating', 'reviews', 'launched'] as const;
export type SiteStat = (typeof SITE_STATS)[number];
