// The Content-Security-Policy. Scripts run only when the page allowed them, or when a script it
// allowed inserted them ('strict-dynamic': React Router's modules, the consent manager's third-party
// scripts, a Google tag and the scripts it adds). A page rendered for one visitor allows its scripts by a nonce made for that response; a
// page the cache shares with every visitor (and that nginx or a CDN may keep) carries no nonce and
// allows its inline scripts by their SHA-256 hashes (./script-hashes.ts), so the same bytes and the
// same policy serve everyone. Styles stay 'unsafe-inline' because React renders style attributes;
// the strictness that matters is on scripts.
import { randomBytes } from 'node:crypto';
import { googleTagCspOrigins } from '../../app/consent/google-tag';

const NONCE_BYTES = 16;

/** 16 random bytes in base64url: 22 characters, a fresh one per response. */
export function createNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

/** The shape of every nonce this module makes. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The shape of a CSP hash source's value: a SHA-256 digest in base64. */
export const SHA256_PATTERN = /^[A-Za-z0-9+/]{43}=$/;

/** What lets a page's own inline scripts run: this response's nonce, or the scripts' hashes. */
export type ScriptPermit = { readonly nonce: string } | { readonly sha256: readonly string[] };

/** The script-src sources of a permit; each value is checked, as it goes into a header. */
export function permitSources(permit: ScriptPermit): string[] {
  if ('nonce' in permit) {
    if (!NONCE_PATTERN.test(permit.nonce)) throw new Error('A CSP nonce must be 22 base64url characters');
    return [`'nonce-${permit.nonce}'`];
  }
  return permit.sha256.map((hash) => {
    if (!SHA256_PATTERN.test(hash)) throw new Error('A CSP hash must be a base64 SHA-256 digest');
    return `'sha256-${hash}'`;
  });
}

/** The hosts app/blocks/Video/video-source.ts builds embed addresses for. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export interface CspOptions {
  /** Behind TLS: ask browsers to fetch every http: subresource over https. */
  readonly upgradeInsecureRequests: boolean;
  /**
   * Origins of the third-party scripts the consent manager may load. 'strict-dynamic' already lets
   * modern browsers run them; listing them in script-src serves browsers without 'strict-dynamic',
   * and in connect-src, img-src and frame-src lets their widgets and pixels talk to their home.
   */
  readonly thirdPartyOrigins: readonly string[];
  /**
   * Where configured tags send what they measure (fetch, sendBeacon, image pixels) besides their
   * script's origin: connect-src and img-src only. Today the Google tag's (GOOGLE_TAG_ID).
   */
  readonly beaconOrigins: readonly string[];
  /**
   * Where the content's images load from besides this site (CONTENT_ASSET_ORIGINS, or the
   * CONTENT_REGION's Storyblok asset CDN): img-src only.
   */
  readonly imageOrigins: readonly string[];
  /** Where forms may post besides this site. */
  readonly formActionOrigins: readonly string[];
  /** Pages this site may frame besides the video players: the data-transfer pages of PREFILL_ORIGINS. */
  readonly frameOrigins: readonly string[];
  /**
   * Who may frame this page besides the site itself: nobody, except an editor's preview
   * (server/preview: PREVIEW_EDITOR_ORIGINS, on preview responses only).
   */
  readonly frameAncestors?: readonly string[];
}

function sources(...lists: (readonly string[])[]): string {
  return [...new Set(lists.flat())].join(' ');
}

/** The policy for one response. */
export function contentSecurityPolicy(permit: ScriptPermit, options: CspOptions): string {
  const thirdParty = options.thirdPartyOrigins;
  const directives = [
    "default-src 'self'",
    // 'self' and the listed origins are ignored by browsers that understand 'strict-dynamic'.
    // A shared page without inline scripts gets no hash, and then no script runs on it at all:
    // every page with scripts starts them from an inline one (React Router's entry).
    `script-src ${sources([...permitSources(permit), "'strict-dynamic'", "'self'"], thirdParty)}`,
    // Service workers are not covered by nonces; ours is /sw.js.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Media images go through the site's /media proxy, a hosted space's from its asset CDN; data:
    // and blob: serve inline placeholders.
    `img-src ${sources(["'self'", 'data:', 'blob:'], options.imageOrigins, thirdParty, options.beaconOrigins)}`,
    // A content video file may live on a CDN; media cannot run script.
    "media-src 'self' https:",
    "font-src 'self'",
    `connect-src ${sources(["'self'"], thirdParty, options.beaconOrigins)}`,
    `frame-src ${sources(VIDEO_EMBED_ORIGINS, options.frameOrigins, thirdParty)}`,
    `frame-ancestors ${sources(["'self'"], options.frameAncestors ?? [])}`,
    "base-uri 'self'",
    `form-action ${sources(["'self'"], options.formActionOrigins)}`,
    "object-src 'none'",
    "manifest-src 'self'",
  ];
  if (options.upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** What a deployment decides; upgrade-insecure-requests is decided per connection (./headers.ts). */
export type DeploymentCspOptions = Omit<CspOptions, 'upgradeInsecureRequests'>;

/** The policy options of this deployment (config/index.ts sections content, tracking and forms). */
export function cspOptionsFrom(settings: {
  content: { assetOrigins: readonly string[] };
  tracking: {
    liveChatScriptUrl?: string;
    adPixelScriptUrl?: string;
    socialSdkScriptUrl?: string;
    googleTagId?: string;
  };
  forms: { prefillOrigins: readonly string[] };
}): DeploymentCspOptions {
  const { tracking } = settings;
  // The Google tag's origins follow from the kind of its id (app/consent/google-tag.ts); unset: none.
  const googleTag = googleTagCspOrigins(tracking.googleTagId);
  return {
    thirdPartyOrigins: [
      ...new Set([
        ...originOf(tracking.liveChatScriptUrl),
        ...originOf(tracking.adPixelScriptUrl),
        ...originOf(tracking.socialSdkScriptUrl),
        ...googleTag.scripts,
      ]),
    ],
    beaconOrigins: googleTag.endpoints,
    imageOrigins: [...settings.content.assetOrigins],
    // Social sign-up buttons are links to the join endpoint (§7), not forms: nothing to add.
    formActionOrigins: [],
    // A data-transfer page posts its prefill message (app/forms/ui/prefill.ts) from a frame.
    frameOrigins: [...settings.forms.prefillOrigins],
  };
}
