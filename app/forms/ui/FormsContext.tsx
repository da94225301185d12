// The page's form data (tokens, submission id seed, settings) for the form blocks inside it, and the
// page's one prefill listener (./prefill.ts). Modals render outside the page's tree and fetch their
// token from the definition endpoint instead.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { PageForms } from '../form-setup';
import { listenForPrefill } from './prefill';

const FormsContext = createContext<PageForms | null>(null);

function FormPrefill({ origins }: { origins: readonly string[] }) {
  const key = origins.join(' ');
  useEffect(() => (key ? listenForPrefill(key.split(' ')) : undefined), [key]);
  return null;
}

export function FormsProvider({ value, children }: { value: PageForms; children: ReactNode }) {
  return (
    <FormsContext.Provider value={value}>
      {children}
      <FormPrefill origins={value.settings.prefillOrigins} />
    </FormsContext.Provider>
  );
}

export function usePageForms(): PageForms | null {
  return useContext(FormsContext);
}
