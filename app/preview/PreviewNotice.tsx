// Why the latest edit is not on the page (a live preview the server refused, a bridge that did not
// load): said politely to assistive technology, and shown beside the preview bar.
import './preview.css';

export function PreviewNotice({ problem }: { problem: string | null }) {
  return (
    <p className="preview-notice" role="status" hidden={!problem}>
      {problem}
    </p>
  );
}
