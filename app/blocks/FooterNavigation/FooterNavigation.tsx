// The region's footer (content story {region}/settings/footer): link columns, legal links and a note.
import { Link } from 'react-router';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import type { FooterNavigationContent } from './FooterNavigation.schema';

export function FooterNavigation({ columns, legal, note }: FooterNavigationContent & Partial<BlockProps>) {
  const editable = useBlockEditable();
  return (
    <div className="footer-nav" {...editable}>
      <div className="site-footer__grid">
        {columns.map((column) => (
          <nav key={column._uid || column.heading} aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((entry) => (
                <li key={entry.link}>
                  <Link to={entry.link}>{entry.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {legal.length > 0 || note ? (
        <div className="footer-nav__legal">
          {note ? <p>{note}</p> : null}
          {legal.length > 0 ? (
            <ul aria-label="Legal">
              {legal.map((entry) => (
                <li key={entry.link}>
                  <Link to={entry.link}>{entry.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
