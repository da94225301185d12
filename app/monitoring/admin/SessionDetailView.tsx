// One session: its views and their vitals (value and rating, then each view's attribution), errors
// and logs (stack folded), why replay did not start, and the replay player when there is a replay.
import { adminReplayJsonPath } from '../../admin/admin-paths';
import { WEB_VITAL_NAMES, type WebVitalName } from '../monitoring-events';
import {
  attributionItems,
  formatDuration,
  formatTime,
  formatVital,
  ratingLabel,
  trackingTypeLabel,
} from './format';
import { ReplayPlayer } from './ReplayPlayer';
import type { ErrorSummary, SessionDetail, ViewSummary, VitalSummary } from './viewer-types';

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
                    <td key={name}>
                      <VitalFigure name={name} vital={view.vitals[name]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <VitalsByView views={views} />

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

function VitalFigure({ name, vital }: { name: WebVitalName; vital: VitalSummary | undefined }) {
  if (!vital) return <>{formatVital(name, null)}</>;
  return (
    <>
      {formatVital(name, vital.value)}{' '}
      <span className={`admin-rating admin-rating-${vital.rating ?? 'none'}`}>
        ({ratingLabel(vital.rating)})
      </span>
    </>
  );
}

/** Per view that has vitals: each metric's value, rating, navigation type and what caused it. */
function VitalsByView({ views }: { views: ViewSummary[] }) {
  const measured = views.filter((view) => Object.keys(view.vitals).length > 0);
  if (measured.length === 0) return null;
  return (
    <>
      <h2>Web Vitals</h2>
      {measured.map((view) => (
        <div className="admin-scroll" key={view.id}>
          <table className="admin-vitals">
            <caption>
              {view.name}, started {formatTime(view.startedAt)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Metric</th>
                <th scope="col">Value</th>
                <th scope="col">Rating</th>
                <th scope="col">Navigation</th>
                <th scope="col">Attribution</th>
              </tr>
            </thead>
            <tbody>
              {WEB_VITAL_NAMES.flatMap((name) => {
                const vital = view.vitals[name];
                if (!vital) return [];
                const items = attributionItems(name, vital.attribution);
                return [
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>{formatVital(name, vital.value)}</td>
                    <td className={`admin-rating admin-rating-${vital.rating ?? 'none'}`}>
                      {ratingLabel(vital.rating)}
                    </td>
                    <td>{vital.navigationType ?? '–'}</td>
                    <td>
                      {items.length === 0 ? (
                        '–'
                      ) : (
                        <dl className="admin-attribution">
                          {items.map((item) => (
                            <div key={item.label}>
                              <dt>{item.label}</dt>
                              <dd>{item.text}</dd>
                            </div>
                          ))}
                        </dl>
                      )}
                    </td>
                  </tr>,
                ];
              })}
            </tbody>
          </table>
        </div>
      ))}
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
