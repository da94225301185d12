// The test-variation tool's first-party cookie: the visitor's assignment, "experiment:variant,…".
// Its own module (no data import) so the consent registry and the e2e tests can name it cheaply.

export const EXPERIMENTS_COOKIE = 'sl_experiments';
/** An assignment lasts as long as an experiment is expected to run. */
export const EXPERIMENTS_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
