import type { Collection } from '../../content/collections.server';
import { REGION_LOCALES, type Region } from '../../regions/region';
import { formatDate } from '../../format/format';
import { StoryCard } from './StoryCard';

type Training = Extract<Collection, { kind: 'training' }>;

function Group({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {empty ? (
          <p className="empty-state">Nothing scheduled here yet. Please check back soon.</p>
        ) : (
          <ul className="card-grid">{children}</ul>
        )}
      </div>
    </section>
  );
}

export function TrainingIndex({ collection, region }: { collection: Training; region: Region }) {
  const locale = REGION_LOCALES[region];
  return (
    <>
      <Group id="courses" title="Courses" empty={collection.items.length === 0}>
        {collection.items.map((item) => (
          <StoryCard
            key={item.uuid}
            headingLevel={3}
            fullSlug={item.fullSlug}
            title={item.content.title || item.name}
            text={item.content.summary}
            meta={[item.content.duration, item.content.level].filter(Boolean).join(' · ')}
          />
        ))}
      </Group>
      <Group id="lessons" title="Lessons" empty={collection.lessons.length === 0}>
        {collection.lessons.map((lesson) => (
          <StoryCard
            key={lesson.uuid}
            headingLevel={3}
            fullSlug={lesson.fullSlug}
            title={lesson.content.title || lesson.name}
            text={lesson.content.summary}
            meta={lesson.content.duration}
          />
        ))}
      </Group>
      <Group id="live" title="Live training" empty={collection.liveTrainings.length === 0}>
        {collection.liveTrainings.map((live) => (
          <StoryCard
            key={live.uuid}
            headingLevel={3}
            fullSlug={live.fullSlug}
            title={live.content.title || live.name}
            text={live.content.summary}
            meta={formatDate(live.content.starts_at, locale)}
          />
        ))}
      </Group>
    </>
  );
}
