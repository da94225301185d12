// Google Consent Mode v2: the consent manager's state told to Google tags (gtag.js, Tag Manager)
// through window.dataLayer, so the Google tag of GOOGLE_TAG_ID (google-tag.ts), a consent-gated
// service, knows what the visitor chose. Two places speak it:
// - the page's first script (consentModeHeadScript, rendered in the <head> by app/root.tsx) sets
//   every type to denied (security_storage granted) with gtag('consent', 'default', …) and, when
//   the visitor's sl_consent cookie holds a choice, follows at once with gtag('consent', 'update',
//   …). It runs while the document is parsed: before hydration, before the script loader, before
//   any tag. It is the same text for every visitor (cached pages are shared), so it reads the
//   cookie and the GPC signal in the browser.
// - the browser manager (browser-manager.ts) pushes gtag('consent', 'update', …) on every change
//   of choice, before the consent-change event lets the script loader act on it.
// docs/consent-and-analytics.md "Google Consent Mode" has the table of types and purposes.
import { CONSENT_COOKIE, ENCODED_CONSENT, FLAG_LETTERS } from './consent-cookie';
import { CONSENT_VERSION, type ConsentState, type Purpose } from './purposes';

/** Google's consent types (Consent Mode v2), in the order the site sends them. */
export const GOOGLE_CONSENT_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type GoogleConsentType = (typeof GOOGLE_CONSENT_TYPES)[number];
export type GoogleConsentSignal = 'granted' | 'denied';
export type GoogleConsentSignals = Record<GoogleConsentType, GoogleConsentSignal>;

/**
 * The purpose that grants each type. Essential is always granted, so security_storage always is;
 * the three advertising types follow Advertising, which GPC keeps off.
 */
export const GOOGLE_CONSENT_PURPOSE: Record<GoogleConsentType, Purpose> = {
  ad_storage: 'advertising',
  ad_user_data: 'advertising',
  ad_personalization: 'advertising',
  analytics_storage: 'analytics',
  functionality_storage: 'functional',
  personalization_storage: 'functional',
  security_storage: 'essential',
};

/** How long Google tags hold their first hits for an update after the default (Google's example). */
export const WAIT_FOR_UPDATE_MS = 500;

/** The types for a consent state: granted where its purpose is, advertising denied under GPC. */
export function googleConsentSignals(state: Pick<ConsentState, 'purposes' | 'gpc'>): GoogleConsentSignals {
  const granted = (purpose: Purpose) =>
    purpose === 'essential' || (state.purposes[purpose] && !(purpose === 'advertising' && state.gpc));
  const signals = {} as GoogleConsentSignals;
  for (const type of GOOGLE_CONSENT_TYPES) {
    signals[type] = granted(GOOGLE_CONSENT_PURPOSE[type]) ? 'granted' : 'denied';
  }
  return signals;
}

/** Every type denied but security_storage: what Google tags assume until the visitor has chosen. */
export const DEFAULT_SIGNALS: GoogleConsentSignals = googleConsentSignals({
  purposes: { essential: true, functional: false, analytics: false, advertising: false },
  gpc: false,
});

declare global {
  interface Window {
    /** Google's command queue: gtag() pushes each call's arguments object here. */
    dataLayer?: unknown[];
    /** Google's gtag(), as the head script defines it (unless the page had one already). */
    gtag?: (...command: unknown[]) => void;
  }
}

/**
 * Google's gtag(): pushes the call's own arguments object, which is what gtag.js and Tag Manager
 * read as a command (an array would be taken for a plain data-layer message).
 */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- Google's tags read the arguments object itself
  window.dataLayer.push(arguments);
}

/** A gtag() command, through the page's window.gtag when there is one (the head script's). */
export function pushGtag(...command: unknown[]): void {
  if (typeof window === 'undefined') return;
  if (typeof window.gtag === 'function') window.gtag(...command);
  else gtag(...command);
}

/** gtag('consent', 'update', …) for the state the manager has just announced. */
export function pushConsentUpdate(state: Pick<ConsentState, 'purposes' | 'gpc'>): void {
  if (typeof window === 'undefined') return;
  gtag('consent', 'update', googleConsentSignals(state));
}

/** A JSON value as JavaScript that is safe inside a <script> element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The classic inline script at the top of every page's <head>: defines dataLayer and gtag as
 * Google's snippet does, pushes the denied defaults, and, when the consent cookie holds a choice of
 * this CONSENT_VERSION, the update for it (GPC keeping the advertising types denied). The cookie
 * is read as readCookie and decodeConsent read it, with the same pattern and flag letters; the
 * unit tests run this text against them. The same bytes for every visitor, so a shared page
 * allows it by its hash (server/security/script-hashes.ts) and a personal page by its nonce.
 */
export function consentModeHeadScript(): string {
  // Each type's flag letter in the cookie; '' for Essential, always granted.
  const letters: Record<string, string> = {};
  for (const type of GOOGLE_CONSENT_TYPES) {
    const purpose = GOOGLE_CONSENT_PURPOSE[type];
    letters[type] = purpose === 'essential' ? '' : FLAG_LETTERS[purpose];
  }
  return (
    '(function(w){' +
    'w.dataLayer=w.dataLayer||[];' +
    'function gtag(){w.dataLayer.push(arguments)}' +
    'if(typeof w.gtag!="function")w.gtag=gtag;' +
    `gtag("consent","default",${scriptLiteral({ ...DEFAULT_SIGNALS, wait_for_update: WAIT_FOR_UPDATE_MS })});` +
    'var v=null,p=document.cookie.split(";"),i,e;' +
    'for(i=0;i<p.length;i++){e=p[i].indexOf("=");' +
    `if(e>=0&&p[i].slice(0,e).trim()===${scriptLiteral(CONSENT_COOKIE)}){` +
    'try{v=decodeURIComponent(p[i].slice(e+1).trim())}catch(x){}break}}' +
    `var m=v&&${ENCODED_CONSENT.toString()}.exec(v.trim());` +
    `if(!m||Number(m[1])!==${CONSENT_VERSION})return;` +
    `var g=w.navigator.globalPrivacyControl===true,L=${scriptLiteral(letters)},u={},k;` +
    `for(k in L)u[k]=L[k]===""||(m[3].indexOf(L[k])>=0&&!(g&&L[k]===${scriptLiteral(FLAG_LETTERS.advertising)}))?"granted":"denied";` +
    'gtag("consent","update",u)' +
    '})(window)'
  );
}
