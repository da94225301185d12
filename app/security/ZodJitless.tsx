// zod, in the browser bundle, probes once whether it may compile parsers with `new Function`: when
// its first object schema is built, which happens while modules load, before any code of ours could
// call z.config(). Our CSP has no 'unsafe-eval', so the probe is refused and reported as a
// violation, though zod then falls back correctly. This classic script runs before the module
// scripts and presets zod's shared configuration (the global its copies share, see
// node_modules/zod/v4/core/core.js), so it never probes and violation reports show only real
// problems. The server, where no CSP applies, keeps the compiled parsers.
import { useCspNonce } from './csp-nonce';

export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

export function ZodJitless() {
  const nonce = useCspNonce();
  // Constant text, no visitor or content input: nothing to escape.
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
  );
}
