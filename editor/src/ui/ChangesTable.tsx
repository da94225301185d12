// Differences between two versions of a story's content, as a table: where, what kind of change,
// the value in each.
import type { ChangeRow } from '../schema/changes';

const KINDS: Record<ChangeRow['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

export function ChangesTable({
  rows,
  beforeLabel,
  afterLabel,
}: {
  rows: readonly ChangeRow[];
  beforeLabel: string;
  afterLabel: string;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Where</th>
          <th scope="col">Change</th>
          <th scope="col">{beforeLabel}</th>
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, at) => (
          <tr key={`${row.where}-${at}`}>
            <td>{row.where}</td>
            <td>{KINDS[row.kind]}</td>
            <td>{row.before}</td>
            <td>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
