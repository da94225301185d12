// An A-Z index of the region's glossary terms: a letter bar (letters without terms are plain text,
// not links) and the terms grouped by letter with their short definitions. Terms have no page of
// their own, so each links to its entry on the glossary page (/glossary#term-slug).
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData } from '../block-scope';
import type { BlockProps } from '../block';
import { EmptyList, ListFooter } from '../BlogList/TeaserCard';
import { Button } from '../shared/Button';
import { Section } from '../shared/Section';
import type { GlossaryIndexContent } from './GlossaryIndex.schema';

export interface GlossaryEntry {
  term: string;
  slug: string;
  definition: string;
}

export interface GlossaryIndexData {
  terms: GlossaryEntry[];
}

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const OTHER = '#';

export function letterOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : OTHER;
}

function groupByLetter(terms: GlossaryEntry[]): Map<string, GlossaryEntry[]> {
  const groups = new Map<string, GlossaryEntry[]>();
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en'));
  for (const entry of sorted) {
    const letter = letterOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return groups;
}

export function GlossaryIndex({ uid, headline, intro, theme }: GlossaryIndexContent & BlockProps) {
  const site = useSiteState();
  const data = useBlockData<GlossaryIndexData>(uid);
  if (!site) return null;
  const glossaryHref = regionPath(site.region, '/glossary');
  const groups = groupByLetter(data?.terms ?? []);
  const anchor = (letter: string) => `${uid}-letter-${letter === OTHER ? 'other' : letter}`;
  const letters = groups.has(OTHER) ? [...LETTERS, OTHER] : LETTERS;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="glossary-index">
      {groups.size === 0 ? (
        <EmptyList>The glossary for this region is being written.</EmptyList>
      ) : (
        <>
          <nav className="glossary-index__letters" aria-label="Glossary terms by letter">
            <ul>
              {letters.map((letter) => (
                <li key={letter}>
                  {groups.has(letter) ? (
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
          <div className="glossary-index__groups">
            {[...groups.entries()]
              .sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)))
              .map(([letter, entries]) => (
                <section
                  key={letter}
                  id={anchor(letter)}
                  className="glossary-index__group"
                  aria-labelledby={`${anchor(letter)}-heading`}
                >
                  <h3 id={`${anchor(letter)}-heading`} className="glossary-index__letter">
                    {letter}
                  </h3>
                  <dl>
                    {entries.map((entry) => (
                      <div key={entry.slug} className="glossary-index__term">
                        <dt>
                          <a href={`${glossaryHref}#${entry.slug}`}>{entry.term}</a>
                        </dt>
                        {entry.definition ? <dd>{entry.definition}</dd> : null}
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
          </div>
        </>
      )}
      <ListFooter>
        <Button text="Open the full glossary" href={glossaryHref} type="outline" />
      </ListFooter>
    </Section>
  );
}
