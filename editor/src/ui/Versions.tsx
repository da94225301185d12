// The story's versions (every save, publish and restore in the editor), newest first: what each
// changed compared with the current draft, and a way to restore it as the draft.
import { useEffect, useState } from 'react';
import { api, ApiError, type VersionSummary } from '../api/client';
import { changeRows, type ChangeRow } from '../schema/changes';
import { ChangesTable } from './ChangesTable';

interface Shown {
  version: number;
  rows: ChangeRow[] | null;
  error: string | null;
  /** The refreshKey the changes were read at: a save or restore since makes them stale. */
  readAt: number;
}

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
  const [opened, setOpened] = useState<Shown | null>(null);
  // Changes read before the draft last changed compare with a draft that is no more: closed.
  const shown = opened?.readAt === refreshKey ? opened : null;

  const showChanges = (version: number) => {
    if (shown?.version === version) {
      setOpened(null);
      return;
    }
    const readAt = refreshKey;
    const isThis = (now: Shown | null) => now?.version === version && now.readAt === readAt;
    setOpened({ version, rows: null, error: null, readAt });
    api.versionChanges(storyId, version).then(
      (changes) => setOpened((now) => (now && isThis(now) ? { ...now, rows: changeRows(changes) } : now)),
      (caught: unknown) => {
        if (caught instanceof ApiError && caught.status === 401) onUnauthorised();
        const message = caught instanceof Error ? caught.message : 'The changes could not be read.';
        setOpened((now) => (now && isThis(now) ? { ...now, error: message } : now));
      },
    );
  };

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
                    <>
                      <button
                        type="button"
                        aria-expanded={shown?.version === version.version}
                        aria-controls="version-changes"
                        onClick={() => showChanges(version.version)}
                      >
                        Changes<span className="visually-hidden"> in version {version.version}</span>
                      </button>{' '}
                      <button type="button" disabled={busy} onClick={() => onRestore(version.version)}>
                        Restore<span className="visually-hidden"> version {version.version}</span>
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {shown ? (
        <div id="version-changes" className="version-changes">
          <h3>How the current draft differs from version {shown.version}</h3>
          {shown.error ? (
            <p className="error" role="alert">
              {shown.error}
            </p>
          ) : shown.rows === null ? (
            <p role="status">Reading the changes…</p>
          ) : shown.rows.length === 0 ? (
            <p className="muted">Nothing: this version's content is the current draft.</p>
          ) : (
            <ChangesTable
              rows={shown.rows}
              beforeLabel={`In version ${shown.version}`}
              afterLabel="In the current draft"
            />
          )}
        </div>
      ) : null}
    </section>
  );
}
