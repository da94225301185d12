// Debian's Chromium and the flags it needs on these machines (no sandbox, no GPU, no background
// traffic), shared by the end-to-end tests and the benchmark's Lighthouse runs.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
