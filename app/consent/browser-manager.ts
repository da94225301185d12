// The consent manager as it runs in the page: state from the sl_consent cookie and the browser's GPC
// signal, choices written back to the cookie, recorded at /api/consent and announced on window, and
// told to Google tags (Consent Mode update) first. The stored choice a page starts with was told to
// them already by the page's first script (google-consent-mode.ts), from the same cookie and signal.
import { installAirgap, currentAirgap } from './airgap';
import { CONSENT_CHANGE_EVENT } from './client';
import { CONSENT_COOKIE, consentCookieAssignment, decodeConsent, readCookie } from './consent-cookie';
import { createConsentManager, type ConsentManager, type ConsentRecordPayload } from './consent-manager';
import { pushConsentUpdate } from './google-consent-mode';
import type { Region } from '../regions/region';

export const CONSENT_ENDPOINT = '/api/consent';

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
    readonly globalPrivacyControl?: boolean;
  }
}

/** The page's manager, created once per page lifetime (client-side navigation keeps it). */
export function startBrowserConsentManager(region: Region): ConsentManager {
  const existing = currentAirgap();
  if (existing && isConsentManager(existing)) {
    existing.setRegion(region);
    return existing;
  }
  const manager = createConsentManager({
    region,
    gpc: navigator.globalPrivacyControl === true,
    stored: decodeConsent(readCookie(document.cookie, CONSENT_COOKIE)),
    persist(stored) {
      document.cookie = consentCookieAssignment(stored, location.protocol === 'https:');
    },
    record: (payload) => void recordChoice(payload, manager),
    announce(state) {
      // Before the event: the script loader starts what the change allows on it.
      pushConsentUpdate(state);
      window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: state }));
    },
  });
  installAirgap(manager);
  manager.markReady();
  return manager;
}

function isConsentManager(airgap: object): airgap is ConsentManager {
  return 'markReady' in airgap && 'setRegion' in airgap;
}

/**
 * The audit record. keepalive lets it finish when the choice is followed by leaving the page. A
 * failure is logged and the choice still applies in this browser: the cookie is the visitor's
 * own record, and refusing to honour a "reject" because the server was unreachable would be wrong.
 */
async function recordChoice(payload: ConsentRecordPayload, manager: ConsentManager): Promise<void> {
  try {
    const response = await fetch(CONSENT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      keepalive: true,
      credentials: 'same-origin',
    });
    if (!response.ok) {
      console.warn(`[consent] The choice was not recorded (${response.status})`);
      return;
    }
    const answer = (await response.json()) as { gpc?: unknown };
    // The request carried Sec-GPC although the page did not see navigator.globalPrivacyControl.
    if (answer.gpc === true && !payload.gpc) manager.applyGpc();
  } catch (error) {
    console.warn('[consent] The choice was not recorded', error);
  }
}
