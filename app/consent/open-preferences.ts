// Anything on the page (the footer link, a video player) can ask ConsentRoot to open the preferences
// dialog, without importing the dialog itself.

export const OPEN_PREFERENCES_EVENT = 'consent-open-preferences';

export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}
