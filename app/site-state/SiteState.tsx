import { createContext, useContext, type ReactNode } from 'react';
import type { SiteState } from './site-state';

const SiteStateContext = createContext<SiteState | null>(null);

export function SiteStateProvider({ value, children }: { value: SiteState | null; children: ReactNode }) {
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>;
}

/** The shared site state; null only while an error page renders without the root loader's data. */
export function useSiteState(): SiteState | null {
  return useContext(SiteStateContext);
}
