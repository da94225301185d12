import type { Collection } from '../../content/collections.server';
import { RichText } from '../../rich-text/RichText';

type Glossary = Extract<Collection, { kind: 'glossary' }>;

function letterOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** An A-Z index: letters with terms link to their group, the others are shown but inert. */
export function GlossaryIndex({ collection }: { collection: Glossary }) {
  const groups = new Map<string, Glossary['terms']>();
  for (const term of collection.terms) {
    const letter = letterOf(term.content.term || term.name);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return (
    <section className="section" aria-label="Glossary terms">
      <div className="container container--narrow">
        {collection.terms.length === 0 ? <p className="empty-state">The glossary is empty for now.</p> : null}
        <nav aria-label="Glossary letters" className="az-index">
          <ul>
            {letters.map((letter) => (
              <li key={letter}>
                {groups.has(letter) ? (
                  <a href={`#letter-${letter}`}>{letter}</a>
                ) : (
                  <span aria-hidden="true">{letter}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {[...groups.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([letter, terms]) => (
            <section
              key={letter}
              id={`letter-${letter}`}
              aria-labelledby={`letter-${letter}-heading`}
              className="glossary-group"
            >
              <h2 id={`letter-${letter}-heading`}>{letter}</h2>
              <dl>
                {terms.map((term) => (
                  <div key={term.uuid} id={term.slug} className="glossary-term">
                    <dt>{term.content.term || term.name}</dt>
                    <dd>
                      {term.content.short_definition ? <p>{term.content.short_definition}</p> : null}
                      <RichText doc={term.content.definition} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
      </div>
    </section>
  );
}
