// One session: its views and their vitals, errors and logs (stack folded), why replay did not
// start, and the replay player when there is a replay.
import { adminReplayJsonPath } from '../../admin/admin-paths';
import { WEB_VITAL_NAMES } from '../monitoring-events';
import { formatDuration, formatTime, formatVital, trackingTypeLabel } from './format';
import { ReplayPlayer } from './ReplayPlayer';
import type { ErrorSummary, SessionDetail } from './viewer-types';

export function SessionDetailView({ detail }: { detail: SessionDetail }) {
  const { session, views, errors, logs, replayNotStarted } = detail;
  const viewNames = Object.fromEntries(views.map((view) => [view.id, view.name]));
  return (
    <>
      <dl className="admin-facts">
        <dt>First seen</dt>
        <dd>{formatTime(session.firstSeen)}</dd>
        <dt>Last seen</dt>
        <dd>{formatTime(session.lastSeen)}</dd>
        <dt>Tracking</dt>
        <dd>{trackingTypeLabel(session.trackingType, session.replayForced)}</dd>
        <dt>Browser</dt>
        <dd>{session.userAgent ?? 'unknown'}</dd>
      </dl>

      <h2>Views</h2>
      {views.length === 0 ? (
        <p>No views reported.</p>
      ) : (
        <div className="admin-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Started</th>
                <th scope="col">Time spent</th>
                {WEB_VITAL_NAMES.map((name) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {views.map((view) => (
                <tr key={view.id}>
                  <th scope="row">{view.name}</th>
                  <td>{formatTime(view.startedAt)}</td>
                  <td>{formatDuration(view.timeSpentMs)}</td>
                  {WEB_VITAL_NAMES.map((name) => (
                    <td key={name}>{formatVital(name, view.vitals[name])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Errors</h2>
      <ProblemList items={errors} empty="No errors reported." />
      <h2>Logs</h2>
      <ProblemList items={logs} empty="No logs reported." />

      {replayNotStarted.length > 0 ? (
        <>
          <h2>Replay not started</h2>
          <ul>
            {replayNotStarted.map((item) => (
              <li key={item.reason}>
                <code>{item.reason}</code> at {formatTime(item.at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {session.hasReplay ? (
        <ReplayPlayer replayUrl={adminReplayJsonPath(session.id)} viewNames={viewNames} />
      ) : (
        <p>This session has no replay.</p>
      )}
    </>
  );
}

function ProblemList({ items, empty }: { items: ErrorSummary[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ol className="admin-problems">
      {items.map((item) => (
        <li key={item.id}>
          <p>
            <strong>{item.message || '(no message)'}</strong> <span>({item.source})</span>
          </p>
          <p>
            {formatTime(item.at)} on {item.url}
            {item.where ? ` at ${item.where}` : ''}
          </p>
          {item.stack ? (
            <details>
              <summary>Stack</summary>
              <pre>{item.stack}</pre>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
