// A post's byline: content writes the author as "Name, Role". The byline carries an id, so that the
// post's structured data can name its author with a URL that leads to them (app/seo).
export const BYLINE_ID = 'post-author';

/** The author's name: what comes before the first comma. */
export function authorName(author: string): string {
  return author.split(',')[0]?.trim() ?? '';
}

export function Byline({ author }: { author: string }) {
  const [, ...role] = author.split(',');
  return (
    <span className="byline" id={BYLINE_ID}>
      By <strong>{authorName(author)}</strong>
      {role.length > 0 ? <span className="byline__role">, {role.join(',').trim()}</span> : null}
    </span>
  );
}
