// The bar an editor sees on every page while in preview: that drafts are shown, and a way out.
// "Exit preview" is a plain form (it works before hydration and without JavaScript) that posts to
// server/preview, which drops the cookie and sends the editor back to this page, published.
import { useLocation } from 'react-router';
import './preview.css';

export function PreviewBar() {
  const { pathname } = useLocation();
  return (
    <aside className="preview-bar" aria-label="Preview">
      <p className="preview-bar__text">
        <strong>Preview</strong> <span>Drafts are shown. Only you see this page.</span>
      </p>
      <form method="post" action="/api/preview/exit" className="preview-bar__exit">
        <input type="hidden" name="return" value={pathname} />
        <button type="submit" className="preview-bar__button">
          Exit preview
        </button>
      </form>
    </aside>
  );
}
