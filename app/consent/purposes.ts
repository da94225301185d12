// The consent purposes  and the state the consent manager keeps (requirements §4 "Consent").

export const PURPOSES = ['essential', 'functional', 'analytics', 'advertising'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** The purposes a visitor can choose; Essential is always granted and never stored as a choice. */
export const OPTIONAL_PURPOSES = [
  'functional',
  'analytics',
  'advertising',
] as const satisfies readonly Purpose[];
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/**
 * Bump when the services, their purposes or the banner's wording change materially: a stored choice
 * with an older version no longer counts, and the visitor is asked again.
 */
export const CONSENT_VERSION = 1;

export interface ConsentState {
  version: number;
  /** ISO time of the visitor's choice; null while nothing has been decided (only Essential granted). */
  decidedAt: string | null;
  purposes: Record<Purpose, boolean>;
  /** The browser's Global Privacy Control signal: an opt-out of Advertising. */
  gpc: boolean;
}

export type PurposeChoices = Record<OptionalPurpose, boolean>;

export const NOTHING_CHOSEN: PurposeChoices = { functional: false, analytics: false, advertising: false };

/** The effective purposes: Essential always on, Advertising off under GPC whatever was chosen. */
export function effectivePurposes(choices: PurposeChoices, gpc: boolean): Record<Purpose, boolean> {
  return {
    essential: true,
    functional: choices.functional,
    analytics: choices.analytics,
    advertising: choices.advertising && !gpc,
  };
}

/** 'Accept all': every purpose, except Advertising when the browser sends GPC. */
export function acceptAllChoices(gpc: boolean): PurposeChoices {
  return { functional: true, analytics: true, advertising: !gpc };
}
