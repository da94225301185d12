// GET /builds/latest.json: the build the server runs, for the browser's new-build check (§7).
import { currentBuildId } from '../app-shell/build-id.server';
import { latestBuildResponse } from '../app-shell/build-responses';

export function loader() {
  return latestBuildResponse(currentBuildId());
}
