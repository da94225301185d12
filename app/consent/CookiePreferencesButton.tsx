// The footer's "Cookie preferences": a real button (keyboard and screen readers know it does
// something here rather than going somewhere) that reopens the preferences dialog on every page.
import { openConsentPreferences } from './open-preferences';

export function CookiePreferencesButton() {
  return (
    <button type="button" className="consent-link" onClick={openConsentPreferences}>
      Cookie preferences
    </button>
  );
}
