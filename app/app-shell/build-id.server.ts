// The id of the build this server runs: React Router's manifest version, the same value the
// browser reads from window.__reactRouterManifest.version (§4 "Reloads", §7).
import { assets } from 'virtual:react-router/server-build';

export function currentBuildId(): string {
  return assets.version;
}
