import type { Collection } from '../../content/collections.server';
import { REGION_LOCALES, type Region } from '../../regions/region';
import { formatDate } from '../../format/format';
import { StoryCard } from './StoryCard';

type ComplianceHub = Extract<Collection, { kind: 'compliance-hub' }>;

export function ComplianceHubIndex({ collection, region }: { collection: ComplianceHub; region: Region }) {
  const locale = REGION_LOCALES[region];
  return (
    <>
      <section className="section" aria-labelledby="guides-heading">
        <div className="container">
          <h2 id="guides-heading" className="section__title">
            Guides
          </h2>
          {collection.items.length === 0 ? (
            <p className="empty-state">Compliance guides for this region are being written.</p>
          ) : (
            <ul className="card-grid">
              {collection.items.map((item) => (
                <StoryCard
                  key={item.uuid}
                  headingLevel={3}
                  fullSlug={item.fullSlug}
                  eyebrow={item.content.jurisdiction}
                  title={item.content.title || item.name}
                  text={item.content.summary}
                  meta={
                    item.content.updated
                      ? `Updated ${formatDate(item.content.updated, locale, { noTime: true })}`
                      : undefined
                  }
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="section theme-grey" aria-labelledby="states-heading">
        <div className="container">
          <h2 id="states-heading" className="section__title">
            Rules by state
          </h2>
          <ul className="card-grid" data-testid="compliance-states">
            {collection.states.map((state) => (
              <li key={state.id} className="card" data-region={state.region}>
                <h3>{state.name}</h3>
                <ul className="ticks">
                  {state.rules.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
