// The modal state of spec §3 and the modals every page can open (filled in by the modals work).
import type { ReactNode } from 'react';

export function ModalProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
