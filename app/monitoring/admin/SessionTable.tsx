// The list of recent sessions: one row each, linking to the session.
import { Link } from 'react-router';
import { adminSessionPath } from '../../admin/admin-paths';
import { WEB_VITAL_NAMES } from '../monitoring-events';
import { formatTime, formatVital, trackingTypeLabel } from './format';
import type { SessionSummary } from './viewer-types';

export function SessionTable({ sessions }: { sessions: SessionSummary[] }) {
  if (sessions.length === 0) return <p>No sessions yet.</p>;
  return (
    <div className="admin-scroll">
      <table>
        <caption>Recent sessions, newest first (worst value of each Web Vital)</caption>
        <thead>
          <tr>
            <th scope="col">Session</th>
            <th scope="col">First seen</th>
            <th scope="col">Last seen</th>
            <th scope="col">Tracking</th>
            <th scope="col">Views</th>
            <th scope="col">Errors</th>
            {WEB_VITAL_NAMES.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
            <th scope="col">Replay</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <th scope="row">
                <Link to={adminSessionPath(session.id)}>{session.id}</Link>
              </th>
              <td>{formatTime(session.firstSeen)}</td>
              <td>{formatTime(session.lastSeen)}</td>
              <td>{trackingTypeLabel(session.trackingType, session.replayForced)}</td>
              <td>{session.views}</td>
              <td>{session.errors}</td>
              {WEB_VITAL_NAMES.map((name) => (
                <td key={name}>{formatVital(name, session.vitals[name])}</td>
              ))}
              <td>{session.hasReplay ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
