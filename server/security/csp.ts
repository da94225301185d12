// The Content-Security-Policy: scripts run only when they carry this response's nonce, or when a
// nonce'd script inserted them ('strict-dynamic': React Router's modules, the consent manager's
// third-party scripts). Styles stay 'unsafe-inline' because React renders style attributes; the
// strictness that matters is on scripts. The page cache (server/page-cache) renders cacheable
// pages with NONCE_PLACEHOLDER and swaps in each response's nonce.
import { randomBytes } from 'node:crypto';

const NONCE_BYTES = 16;

/** 16 random bytes in base64url: 22 characters, a fresh one per response. */
export function createNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

/** What a cached page carries where the nonce goes (app/security/response-slots.ts). */
export { NONCE_PLACEHOLDER } from '../../app/security/response-slots';

/** The shape of every nonce this module makes (and of the placeholder). */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

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
  /** Where forms may post besides this site. */
  readonly formActionOrigins: readonly string[];
  /** Pages this site may frame besides the video players: the data-transfer pages of PREFILL_ORIGINS. */
  readonly frameOrigins: readonly string[];
}

function sources(...lists: (readonly string[])[]): string {
  return [...new Set(lists.flat())].join(' ');
}

/** The policy for one response. `nonce` must match NONCE_PATTERN (it is put in a header). */
export function contentSecurityPolicy(nonce: string, options: CspOptions): string {
  if (!NONCE_PATTERN.test(nonce)) throw new Error('A CSP nonce must be 22 base64url characters');
  const thirdParty = options.thirdPartyOrigins;
  const directives = [
    "default-src 'self'",
    // 'self' and the listed origins are ignored by browsers that understand 'strict-dynamic'.
    `script-src ${sources([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"], thirdParty)}`,
    // Service workers are not covered by nonces; ours is /sw.js.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Images go through the site's /media proxy; data: and blob: serve inline placeholders.
    `img-src ${sources(["'self'", 'data:', 'blob:'], thirdParty)}`,
    // A content video file may live on a CDN; media cannot run script.
    "media-src 'self' https:",
    "font-src 'self'",
    `connect-src ${sources(["'self'"], thirdParty)}`,
    `frame-src ${sources(VIDEO_EMBED_ORIGINS, options.frameOrigins, thirdParty)}`,
    "frame-ancestors 'self'",
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

/** The policy options of this deployment (config/index.ts sections tracking and server). */
export function cspOptionsFrom(settings: {
  tracking: { liveChatScriptUrl?: string; adPixelScriptUrl?: string; socialSdkScriptUrl?: string };
  forms: { prefillOrigins: readonly string[] };
}): DeploymentCspOptions {
  const { tracking } = settings;
  return {
    thirdPartyOrigins: [
      ...new Set([
        ...originOf(tracking.liveChatScriptUrl),
        ...originOf(tracking.adPixelScriptUrl),
        ...originOf(tracking.socialSdkScriptUrl),
      ]),
    ],
    // Social sign-up buttons are links to the join endpoint (§7), not forms: nothing to add.
    formActionOrigins: [],
    // A data-transfer page posts its prefill message (app/forms/ui/prefill.ts) from a frame.
    frameOrigins: [...settings.forms.prefillOrigins],
  };
}
