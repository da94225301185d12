// The glossary's A-Z, drawn the same way wherever it appears: the glossary_index block (short
// definitions, each term linking to its entry) and the glossary page (where those entries are, with
// their full definitions). A letter bar where letters without terms are plain text, not links, then
// the terms grouped by letter; terms that start with no letter A-Z are grouped under '#' at the end.
import type { ReactNode } from 'react';

export interface GlossaryAzEntry {
  term: string;
  /** The term's slug: its React key, and on the glossary page the id /glossary#slug scrolls to. */
  slug: string;
  /** The element id of the entry; set where the entry is the one others link to. */
  id?: string;
  /** Where the term links to; unset, the term is plain text. */
  href?: string;
  /** Left out when empty. */
  definition: ReactNode;
}

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const OTHER = '#';

function letterOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : OTHER;
}

function groupByLetter(entries: readonly GlossaryAzEntry[]): [string, GlossaryAzEntry[]][] {
  const groups = new Map<string, GlossaryAzEntry[]>();
  const sorted = [...entries].sort((a, b) => a.term.localeCompare(b.term, 'en'));
  for (const entry of sorted) {
    const letter = letterOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)));
}

export function GlossaryAz({
  entries,
  anchorPrefix,
  headingLevel,
  oneColumn = false,
}: {
  entries: readonly GlossaryAzEntry[];
  /** Makes the letter groups' ids unique on the page. */
  anchorPrefix: string;
  /** The letter headings' level: under the section's heading (3) or the page's (2). */
  headingLevel: 2 | 3;
  /** Full definitions read better at a line's full width than in the index's columns. */
  oneColumn?: boolean;
}) {
  const groups = groupByLetter(entries);
  const lettersWithTerms = new Set(groups.map(([letter]) => letter));
  const letters = lettersWithTerms.has(OTHER) ? [...LETTERS, OTHER] : LETTERS;
  const anchor = (letter: string) => `${anchorPrefix}-letter-${letter === OTHER ? 'other' : letter}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <nav className="glossary-index__letters" aria-label="Glossary terms by letter">
        <ul>
          {letters.map((letter) => (
            <li key={letter}>
              {lettersWithTerms.has(letter) ? (
                <a href={`#${anchor(letter)}`}>{letter}</a>
              ) : (
                <span className="glossary-index__no-terms">
                  {letter}
                  <span className="visually-hidden"> (no terms)</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={`glossary-index__groups${oneColumn ? ' glossary-index__groups--one-column' : ''}`}>
        {groups.map(([letter, letterEntries]) => (
          <section
            key={letter}
            id={anchor(letter)}
            className="glossary-index__group"
            aria-labelledby={`${anchor(letter)}-heading`}
          >
            <Heading id={`${anchor(letter)}-heading`} className="glossary-index__letter">
              {letter}
            </Heading>
            <dl>
              {letterEntries.map((entry) => (
                <div key={entry.slug} id={entry.id} className="glossary-index__term">
                  <dt>{entry.href ? <a href={entry.href}>{entry.term}</a> : entry.term}</dt>
                  {entry.definition ? <dd>{entry.definition}</dd> : null}
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
