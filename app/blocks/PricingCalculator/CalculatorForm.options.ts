// The PricingCalculator block's options, shared by its schema (server) and its component (browser), so the
// schema never imports the component.
export const STAFF_MIN = 1;
export const STAFF_MAX = 10_000;
