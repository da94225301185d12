// The consent manager's place on every page (mounted once in app/root.tsx). After hydration it
// installs the manager, starts the script loader and shows the banner while nothing is decided.
// The banner is a fixed overlay added after hydration, so it never moves the page (CLS 0); the
// preferences dialog is a lazy chunk, loaded the first time it is opened.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSiteState } from '../site-state/SiteState';
import { regionFromPath } from '../regions/region';
import { startBrowserConsentManager } from './browser-manager';
import { ConsentBanner } from './ConsentBanner';
import { OPEN_PREFERENCES_EVENT } from './open-preferences';
import { createScriptLoader, type ScriptLoader } from './script-loader';
import { useConsentReady, useConsentState } from './use-consent';
import './consent.css';

const PreferencesDialog = lazy(() => import('./PreferencesDialog'));

let loader: ScriptLoader | null = null;

export function ConsentRoot() {
  const siteState = useSiteState();
  const region =
    siteState?.region ?? (typeof location === 'undefined' ? 'us' : regionFromPath(location.pathname));
  const scripts = siteState?.thirdPartyScripts;
  const monitoring = siteState?.monitoring ?? null;
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const state = useConsentState();
  const ready = useConsentReady();

  useEffect(() => {
    startBrowserConsentManager(region);
  }, [region]);

  useEffect(() => {
    // Once per page lifetime: the loader keeps what it has loaded across client navigations.
    loader ??= createScriptLoader(scripts ?? {}, { monitoring });
  }, [scripts, monitoring]);

  useEffect(() => {
    const open = () => setPreferencesOpen(true);
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, []);

  if (!ready) return null;
  return (
    <>
      {state.decidedAt === null && !preferencesOpen ? (
        <ConsentBanner region={region} gpc={state.gpc} onPreferences={() => setPreferencesOpen(true)} />
      ) : null}
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <PreferencesDialog region={region} onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
