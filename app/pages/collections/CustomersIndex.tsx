import type { Collection } from '../../content/collections.server';
import { StoryCard } from './StoryCard';

type Customers = Extract<Collection, { kind: 'customers' }>;

export function CustomersIndex({ collection }: { collection: Customers }) {
  return (
    <section className="section" aria-labelledby="stories-heading">
      <div className="container">
        <h2 id="stories-heading" className="section__title">
          Customer stories
        </h2>
        {collection.stories.length === 0 ? (
          <p className="empty-state">Customer stories are on their way.</p>
        ) : (
          <ul className="card-grid">
            {collection.stories.map((story) => (
              <StoryCard
                key={story.uuid}
                headingLevel={3}
                fullSlug={story.fullSlug}
                eyebrow={story.content.industry}
                title={story.content.company || story.name}
                text={story.content.headline}
                meta={story.content.location}
                image={story.content.image}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
