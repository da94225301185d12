// The page's first script (google-consent-mode.ts): Google Consent Mode's defaults, and the
// visitor's stored choice, in window.dataLayer before any other script runs. Rendered at the top of
// the <head> (app/root.tsx), ahead of the stylesheets, so it never waits for them.
import { useCspNonce } from '../security/csp-nonce';
import { consentModeHeadScript } from './google-consent-mode';

const HEAD_SCRIPT = consentModeHeadScript();

export function ConsentModeScript() {
  const nonce = useCspNonce();
  // Static text built from the site's own constants (no visitor data); scriptLiteral escapes `<`,
  // so it cannot close the element. React would HTML-escape children, which scripts do not decode.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />;
}
