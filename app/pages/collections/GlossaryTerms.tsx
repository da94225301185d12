// The glossary page's list: the same A-Z as the glossary_index block, with each term's whole
// definition, since terms have no page of their own. The block links its terms here (#slug).
import { GlossaryAz } from '../../blocks/GlossaryIndex/GlossaryAz';
import type { Collection } from '../../content/collections.server';
import { RichText } from '../../rich-text/RichText';

type Glossary = Extract<Collection, { kind: 'glossary' }>;

export function GlossaryTerms({ collection }: { collection: Glossary }) {
  return (
    <section className="section theme-white glossary-index" aria-label="Glossary terms">
      <div className="container container--narrow">
        {collection.terms.length === 0 ? (
          <p className="empty-state">The glossary is empty for now.</p>
        ) : (
          <GlossaryAz
            entries={collection.terms.map((term) => ({
              term: term.content.term || term.name,
              slug: term.slug,
              id: term.slug,
              definition: (
                <>
                  {term.content.short_definition ? <p>{term.content.short_definition}</p> : null}
                  <RichText doc={term.content.definition} />
                </>
              ),
            }))}
            anchorPrefix="glossary"
            headingLevel={2}
            oneColumn
          />
        )}
      </div>
    </section>
  );
}
