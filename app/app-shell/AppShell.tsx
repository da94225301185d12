// The app shell's browser side: service worker, reload recovery, build check, prefetch.
export function AppShell() {
  return null;
}
