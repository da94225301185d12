// What a Google tag id looks like, for each kind gtag.js and Tag Manager take. It sits in the
// configuration's layer so that GOOGLE_TAG_ID is checked when the site starts; everything built on
// the kind (the consent-gated service, the script address, the start commands, the policy's
// origins) is in app/consent/google-tag.ts. No imports: the browser bundle carries it too.

export const GOOGLE_TAG_ID_KINDS = {
  analytics: { pattern: /^G-[A-Z0-9]+$/, describe: 'G- and capital letters or digits (Google Analytics 4)' },
  ads: { pattern: /^AW-[0-9]+$/, describe: 'AW- and digits (Google Ads)' },
  container: {
    pattern: /^GTM-[A-Z0-9]+$/,
    describe: 'GTM- and capital letters or digits (a Tag Manager container)',
  },
} as const;
export type GoogleTagIdKind = keyof typeof GOOGLE_TAG_ID_KINDS;

const KINDS = Object.keys(GOOGLE_TAG_ID_KINDS) as GoogleTagIdKind[];

/** The kind of a Google tag id; null for anything else (which would load no tag). */
export function googleTagIdKind(id: string): GoogleTagIdKind | null {
  return KINDS.find((kind) => GOOGLE_TAG_ID_KINDS[kind].pattern.test(id)) ?? null;
}

/** The configuration error's wording: every kind the site takes. */
export const GOOGLE_TAG_ID_RULE = `must be a Google tag id: ${KINDS.map(
  (kind) => GOOGLE_TAG_ID_KINDS[kind].describe,
).join(', ')}, e.g. G-XXXXXXXXXX`;
