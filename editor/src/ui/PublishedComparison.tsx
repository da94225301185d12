// The draft beside the published story: how the form's content (saved or not) differs from what
// the live site shows, so an editor sees what Publish would change.
import { contentChanges } from '../../../content-service/editor/diff';
import type { Block } from '../schema/blocks';
import { withoutEditableMarkers } from '../schema/blocks';
import { changeRows } from '../schema/changes';
import { ChangesTable } from './ChangesTable';

export function PublishedComparison({ published, draft }: { published: Block; draft: Block }) {
  const rows = changeRows(contentChanges(withoutEditableMarkers(published), withoutEditableMarkers(draft)));
  return (
    <section id="published-comparison" className="versions" aria-labelledby="published-comparison-title">
      <h2 id="published-comparison-title">Draft and published</h2>
      {rows.length === 0 ? (
        <p className="muted">The draft is what the live site shows.</p>
      ) : (
        <ChangesTable rows={rows} beforeLabel="Published (live)" afterLabel="Draft (as in the form)" />
      )}
    </section>
  );
}
