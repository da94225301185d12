// The story's versions (every save, publish and restore in the editor), newest first, each of
// which can be restored as the draft.
import { useEffect, useState } from 'react';
import { api, ApiError, type VersionSummary } from '../api/client';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  save: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
};

export function Versions({
  storyId,
  refreshKey,
  busy,
  onRestore,
  onUnauthorised,
}: {
  storyId: number;
  refreshKey: number;
  busy: boolean;
  onRestore: (version: number) => void;
  onUnauthorised: () => void;
}) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.versions(storyId).then(
      (found) => current && setVersions(found),
      (caught: unknown) => {
        if (!current) return;
        if (caught instanceof ApiError && caught.status === 401) onUnauthorised();
        setError(caught instanceof Error ? caught.message : 'The versions could not be listed.');
      },
    );
    return () => {
      current = false;
    };
  }, [storyId, refreshKey, onUnauthorised]);

  return (
    <section id="versions" className="versions" aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {versions === null && !error ? <p role="status">Loading versions…</p> : null}
      {versions !== null && versions.length === 0 ? (
        <p className="muted">No versions yet: the editor keeps one for every save, publish and restore.</p>
      ) : null}
      {versions && versions.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">What</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version, index) => (
              <tr key={version.version}>
                <td>{version.version}</td>
                <td>{ACTIONS[version.action] ?? version.action}</td>
                <td>
                  <time dateTime={version.at}>{new Date(version.at).toLocaleString()}</time>
                </td>
                <td>{version.by}</td>
                <td>
                  {index === 0 ? (
                    <span className="muted">Current</span>
                  ) : (
                    <button type="button" disabled={busy} onClick={() => onRestore(version.version)}>
                      Restore<span className="visually-hidden"> version {version.version}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
